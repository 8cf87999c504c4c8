// What a version 2 station adds to the station screen, decided by the shared rules in roles.ts
// (docs/station-run.md, 'Version 2 stations on the station screen'): the diagnosis shown to this
// member now, the artefacts and questions they may see, and the tabs left out as empty.
import {
  canSeeArtefact,
  canSeeDiagnosis,
  canSeeQuestion,
  type Role,
  type StationPhase,
  type StationTab,
} from '@osce/shared/stations/roles';
import type { StationDetail, StationInfo } from '../types';

/** A version 1 station has no diagnosis of its own (the reader copies its name). */
export function isVersion2(station: Pick<StationInfo, 'format'>): boolean {
  return station.format >= 2;
}

/** The diagnosis this member may read now, or null (a version 1 station has none to show). */
export function shownDiagnosis(
  station: Pick<StationInfo, 'format' | 'diagnosis'>,
  role: Role,
  phase: StationPhase,
  showAll: boolean,
): string | null {
  if (!isVersion2(station) || station.diagnosis.trim() === '') return null;
  return canSeeDiagnosis(role, phase, showAll) ? station.diagnosis : null;
}

export function visibleArtefacts(
  detail: StationDetail,
  role: Role,
  phase: StationPhase,
  showAll: boolean,
) {
  return detail.station_components.artefacts.filter((artefact) =>
    canSeeArtefact(role, phase, artefact, showAll),
  );
}

export function visibleQuestions(
  detail: StationDetail,
  role: Role,
  phase: StationPhase,
  showAll: boolean,
) {
  return detail.station_components.questions.filter((question) =>
    canSeeQuestion(role, phase, question, showAll),
  );
}

/** The tabs with nothing to show this member now, for visibleTabs' `empty`. */
export function emptyTabs(
  detail: StationDetail,
  role: Role,
  phase: StationPhase,
  showAll: boolean,
): StationTab[] {
  const empty: StationTab[] = [];
  if (visibleArtefacts(detail, role, phase, showAll).length === 0) empty.push('artefacts');
  if (!detail.station_components.examiner_brief) empty.push('examiner_brief');
  // Every question kept for the feedback discussion: nothing to ask in Question Time. (A station
  // without questions keeps its tab and says so, as before.)
  const { questions } = detail.station_components;
  if (questions.length > 0 && visibleQuestions(detail, role, phase, showAll).length === 0) {
    empty.push('questions');
  }
  return empty;
}
