// Who sees and does what (docs/station-run.md), written once for the study screen,
// the station screen and group study. Pure functions of role, phase and a few flags.
import type { ArtefactRole } from './station-constants.ts';

export const ROLES = ['candidate-1', 'candidate-2', 'examiner', 'patient', 'observer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  'candidate-1': 'Solo Candidate',
  'candidate-2': 'Candidate',
  examiner: 'Examiner',
  patient: 'Patient',
  observer: 'Observer',
};

/** The roles of a group (candidate, patient and examiner are each held by one member). */
export const GROUP_ROLES = ['candidate-2', 'examiner', 'patient', 'observer'] as const;
export const EXCLUSIVE_ROLES: readonly Role[] = ['candidate-2', 'examiner', 'patient'];

/** Choosing 'candidate' in a group means candidate-2 (docs/station-run.md, 'Rules'). */
export function roleFromChoice(choice: Role | 'candidate', inGroup: boolean): Role {
  if (choice === 'candidate') return inGroup ? 'candidate-2' : 'candidate-1';
  return choice;
}

/** The timed phases, then the completion steps (docs/station-run.md, 'Rules'). */
export const TIMED_PHASES = ['reading', 'station', 'question', 'feedback'] as const;
export type TimedPhase = (typeof TIMED_PHASES)[number];
export const STATION_PHASES = [
  'setup',
  ...TIMED_PHASES,
  'complete_1',
  'complete_2',
  'complete_3',
] as const;
export type StationPhase = (typeof STATION_PHASES)[number];

export const STATION_TABS = [
  'stem',
  'artefacts',
  'patient_script',
  'examiner_brief',
  'marking_guide',
  'approach_guide',
  'questions',
  'notes',
] as const;
export type StationTab = (typeof STATION_TABS)[number];

export const STATION_TAB_LABELS: Record<StationTab, string> = {
  stem: 'Stem',
  // Ours, for version 2 stations (docs/content.md, 'Who sees what').
  artefacts: 'Charts and Images',
  patient_script: 'Patient Script',
  examiner_brief: 'Examiner Brief',
  marking_guide: 'Marking Guide',
  approach_guide: 'Approach Guide',
  questions: 'Questions',
  notes: 'Notes',
};

/** Feedback, and every completion step after it: the station's answers are open. */
function isDebrief(phase: StationPhase): boolean {
  return phase === 'feedback' || phase.startsWith('complete_');
}

/**
 * Whether a tab is shown to a role in a phase. `showAll` is the solo candidate's Show All Content.
 * Where the spec is silent (its matrix "beyond these rules is not shown"), we decided: the setup
 * step shows what reading time shows; the completion steps show what feedback time shows; the
 * group candidate sees the patient script in feedback like the solo candidate.
 */
export function canSeeTab(
  role: Role,
  phase: StationPhase,
  tab: StationTab,
  showAll = false,
): boolean {
  // The artefacts tab is there for everyone; which artefacts it holds is canSeeArtefact's rule.
  if (tab === 'stem' || tab === 'notes' || tab === 'artefacts') return true;
  if (role === 'candidate-1' && showAll) return true;
  const debrief = isDebrief(phase);
  switch (tab) {
    case 'questions':
      // Extended for groups (docs/groups.md): the examiner asks the questions, so they see them
      // (with the model answers, see canSeeAnswers) from Question Time; the group candidate reads
      // them from Question Time as the solo candidate does, the answers only in feedback.
      return (
        (role === 'candidate-1' || role === 'candidate-2' || role === 'examiner') &&
        (phase === 'question' || debrief)
      );
    case 'marking_guide':
      return role === 'examiner' || role === 'observer' || debrief;
    case 'approach_guide':
      return role === 'observer' || debrief;
    case 'patient_script':
      return role === 'patient' || role === 'examiner' || role === 'observer' || debrief;
    case 'examiner_brief':
      // The examiner runs the station from it, from Reading Time; the observer watches with it;
      // the patient script stays the actor's. Everyone reads it after the station.
      return role === 'examiner' || role === 'observer' || debrief;
  }
}

/** Where a phase stands in the run: the setup step counts as reading time. */
function phaseRank(phase: StationPhase): number {
  return phase === 'setup' ? 1 : STATION_PHASES.indexOf(phase);
}

/**
 * Whether a role sees one artefact in a phase (docs/content.md, 'Who sees what'). The examiner
 * (who hands out result cards) and the observer see every artefact from Reading Time; a candidate
 * or the patient sees one from its phase when its roles name them; from feedback on, everyone.
 */
export function canSeeArtefact(
  role: Role,
  phase: StationPhase,
  artefact: { phase: TimedPhase; roles: readonly ArtefactRole[] },
  showAll = false,
): boolean {
  if (isDebrief(phase) || (role === 'candidate-1' && showAll)) return true;
  if (role === 'examiner' || role === 'observer') return true;
  const as: ArtefactRole = role === 'candidate-1' || role === 'candidate-2' ? 'candidate' : role;
  return artefact.roles.includes(as) && phaseRank(phase) >= phaseRank(artefact.phase);
}

/**
 * Whether a role sees the station's diagnosis (its examiner-facing title): the examiner, the
 * patient and the observer always; a candidate once the station is over, or with Show All Content.
 */
export function canSeeDiagnosis(role: Role, phase: StationPhase, showAll = false): boolean {
  if (role === 'examiner' || role === 'patient' || role === 'observer') return true;
  return isDebrief(phase) || (role === 'candidate-1' && showAll);
}

/**
 * Whether a question is listed now: one for the feedback discussion (`discussion: true`) only from
 * feedback on, or with Show All Content; the others whenever the Questions tab is shown.
 */
export function canSeeQuestion(
  role: Role,
  phase: StationPhase,
  question: { discussion: boolean },
  showAll = false,
): boolean {
  return !question.discussion || isDebrief(phase) || (role === 'candidate-1' && showAll);
}

/**
 * Whether the Questions tab shows the model answers: to everyone who sees it from feedback time,
 * and to the group's examiner already in Question Time (they judge the candidate's answers then).
 */
export function canSeeAnswers(role: Role, phase: StationPhase): boolean {
  return isDebrief(phase) || (role === 'examiner' && phase === 'question');
}

/**
 * Whether a member sees the examiner's live marking (ticks, global score) of a group run: the
 * examiner always; everyone else from feedback time, when the marking guide is open to the
 * candidate. Before that the ticks would tell the candidate, and whoever sits beside them, how the
 * station is going. The examiner notes are the examiner's only, in every phase.
 */
export function seesLiveMarking(role: Role | null, phase: StationPhase): boolean {
  return role === 'examiner' || isDebrief(phase);
}

/**
 * The tabs a role sees in a phase, in the screen's order. `empty` names tabs the station has
 * nothing for (a version 1 station's brief, or no artefact this role may see now): left out.
 */
export function visibleTabs(
  role: Role,
  phase: StationPhase,
  showAll = false,
  empty: readonly StationTab[] = [],
): StationTab[] {
  return STATION_TABS.filter((tab) => !empty.includes(tab) && canSeeTab(role, phase, tab, showAll));
}

/** The tab a role opens on: patient script for the patient, marking guide for the examiner. */
export function defaultTab(role: Role): StationTab {
  if (role === 'patient') return 'patient_script';
  if (role === 'examiner') return 'marking_guide';
  return 'stem';
}

/** Show All Content / Show Less Content: the solo candidate's, and not in feedback time. */
export function canToggleShowAll(role: Role, phase: StationPhase): boolean {
  return role === 'candidate-1' && !isDebrief(phase);
}

export interface RoleControls {
  /** Hide timer, back, pause, next, finish; set and save timings. */
  timing: boolean;
  /** Sync Timers, start a station or playlist for the group, repeat, next playlist item. */
  leadsGroup: boolean;
  /** Suggest a station or playlist to the group's examiner. */
  suggests: boolean;
  /** Candidate search (attach a candidate for marking) and examiner notes. */
  examinerTools: boolean;
  /** Submits a mark for themself. */
  submitsMarks: boolean;
}

/** The controls a role has (docs/station-run.md, 'Who may do what'). */
export function controlsFor(role: Role | null, inGroup: boolean): RoleControls {
  return {
    timing: role === 'candidate-1' || role === 'examiner',
    leadsGroup: inGroup && role === 'examiner',
    suggests: inGroup && role !== null && role !== 'examiner',
    examinerTools: role === 'examiner',
    submitsMarks: role === 'candidate-1' || role === 'candidate-2',
  };
}

/** Clear all roles: the examiner's, outside a playlist. */
export function canClearAllRoles(role: Role | null, inPlaylist: boolean): boolean {
  return role === 'examiner' && !inPlaylist;
}

export type FilterSection =
  'name' | 'access' | 'status' | 'levels' | 'difficulties' | 'types' | 'specialties' | 'systems';

/**
 * The filter drawer's sections for a role: Free Trial Stations for trial members only; Level,
 * Difficulty and Specialties hidden from the group candidate, who must not be told what is coming.
 */
export function filterSections(role: Role | null, isTrial: boolean): FilterSection[] {
  const hiddenForCandidate2: FilterSection[] = ['levels', 'difficulties', 'specialties'];
  const all: FilterSection[] = [
    'name',
    'access',
    'status',
    'levels',
    'difficulties',
    'types',
    'specialties',
    'systems',
  ];
  return all.filter((section) => {
    if (section === 'access') return isTrial;
    if (role === 'candidate-2') return !hiddenForCandidate2.includes(section);
    return true;
  });
}

/** The Hide/Show Station Names toggle: the solo candidate's only. */
export function canToggleHiddenNames(role: Role | null): boolean {
  return role === 'candidate-1';
}

/**
 * Whether station names are hidden: always from the group candidate; from the solo candidate who
 * chose so. Examiner, patient and observer see them.
 */
export function namesHidden(role: Role | null, hiddenStationNames: boolean): boolean {
  if (role === 'candidate-2') return true;
  return role === 'candidate-1' && hiddenStationNames;
}

/** The action a station row offers: Start for the solo candidate and the group's examiner. */
export function stationAction(role: Role | null, inGroup: boolean): 'start' | 'suggest' | null {
  if (role === null) return null;
  if (!inGroup) return role === 'candidate-1' ? 'start' : null;
  return role === 'examiner' ? 'start' : 'suggest';
}
