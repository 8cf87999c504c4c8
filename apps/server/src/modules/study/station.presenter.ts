// A station as one member sees it: the catalogue's fixed summary with their own standing, and the
// full station with its components for the station screen and the preview.
import type { z } from 'zod';
import type { stationDetailSchema, stationSummarySchema } from '@osce/shared/schemas/study';
import type { StationStatus } from '@osce/shared/stations/station-constants';
import type { CatalogueStation } from './station-catalogue.ts';
import type { ProgressRow, StationContent } from './station.repository.ts';

export type StationSummary = z.output<typeof stationSummarySchema>;
export type StationDetail = z.output<typeof stationDetailSchema>;

/** One decimal is what a mark out of 100 is shown with. */
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

function memberFields(progress: ProgressRow | undefined) {
  return {
    status: (progress?.status ?? 'not_attempted') as StationStatus,
    favourited: progress?.favourited ?? false,
    mark: round1(progress?.lastMark ?? null),
    average: round1(progress?.averageMark ?? null),
    latest_completion: progress?.latestCompletion?.toISOString() ?? null,
  };
}

// What a station the member has not touched appends: the same for every such station.
const UNTOUCHED_JSON = JSON.stringify(memberFields(undefined)).slice(1);

export function presentSummary(station: CatalogueStation, progress?: ProgressRow): StationSummary {
  return { ...station.summary, ...memberFields(progress) };
}

/**
 * The member's whole list as JSON, built from the catalogue's serialised summaries: the same
 * bytes `JSON.stringify(stations.map(presentSummary))` would give, without serialising the
 * catalogue again for every request.
 */
export function presentListJson(
  stations: CatalogueStation[],
  progress: Map<number, ProgressRow>,
): string {
  const parts = new Array<string>(stations.length);
  for (let i = 0; i < stations.length; i++) {
    const station = stations[i]!;
    const own = progress.get(station.id);
    parts[i] =
      `${station.jsonPrefix},${own ? JSON.stringify(memberFields(own)).slice(1) : UNTOUCHED_JSON}`;
  }
  return `[${parts.join(',')}]`;
}

/** Where the browser fetches an artefact image: behind the same access as the station. */
export function artefactUrl(stationNumber: number, file: string, preview = false): string {
  return preview
    ? `/api/preview/${stationNumber}/artefact/${file}`
    : `/api/station/${stationNumber}/artefact/${file}`;
}

export function presentDetail(
  station: CatalogueStation,
  content: StationContent,
  progress?: ProgressRow,
  options: { preview?: boolean } = {},
): StationDetail {
  const stem = { content: content.stem };
  return {
    station: {
      ...presentSummary(station, progress),
      stem,
      stem_tasks: content.stemTasks.map((t, i) => ({
        task: t.task,
        station_area: t.area,
        kind: content.stemTaskKinds[i] ?? null,
      })),
      format: content.format,
      diagnosis: station.diagnosis,
      references: content.references,
      last_reviewed: content.lastReviewed,
      reviewed_by: content.reviewedBy,
    },
    station_components: {
      stem,
      patient_scenario: { content: content.patientScript },
      approach_guide: { content: content.approachGuide },
      examiner_brief: content.examinerBrief === null ? null : { content: content.examinerBrief },
      artefacts: content.artefacts.map((a) => ({
        id: a.id,
        title: a.title,
        url: a.file ? artefactUrl(station.number, a.file, options.preview) : null,
        alt: a.alt,
        content: a.content,
        phase: a.phase,
        roles: a.roles,
        source: a.source,
        licence: a.licence,
      })),
      global_descriptors: content.globalDescriptors,
      marking_guides: content.markingGuide.map((m) => ({
        id: m.id,
        task: m.task,
        max_marks: m.maxMarks,
        domain: m.domain,
        anchors: m.anchors,
        critical: m.critical,
        critical_reason: m.criticalReason,
      })),
      questions: content.questions.map((q) => ({
        question: q.question,
        answer: q.answer,
        discussion: q.discussion ?? false,
      })),
    },
  };
}
