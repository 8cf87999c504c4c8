// The version-2 parts of a station as the server stores them and the API sends them
// (docs/content.md, 'The station file'; docs/study.md, 'API'). Markdown is already clean HTML here.
import type { ArtefactRole, MarkingDomain } from './station-constants.ts';
import type { TimedPhase } from './roles.ts';

/** What earns a number of boxes of a marking guide item. */
export interface MarkingAnchor {
  marks: number;
  text: string;
}

export interface LoadedMarkingItem {
  /** HTML. */
  task: string;
  maxMarks: number;
  /** Null for a version 1 station. */
  domain: MarkingDomain | null;
  anchors: MarkingAnchor[] | null;
  critical: boolean;
  criticalReason: string | null;
}

/** An image or document a candidate reads or examines. */
export interface StationArtefact {
  id: string;
  title: string;
  /** An image's file name in content/stations/artefacts/ (served by GET /api/station/{code}/artefact/{file}). */
  file: string | null;
  alt: string | null;
  /** A document's clean HTML. */
  content: string | null;
  /** The first phase it is shown in; from feedback on, every role sees it. */
  phase: TimedPhase;
  roles: ArtefactRole[];
  source: string;
  licence: string;
}

export interface GlobalDescriptors {
  clear_fail: string;
  borderline: string;
  pass: string;
  excellent: string;
}

export interface StationReference {
  title: string;
  publisher: string;
  year: number;
  link: string;
}
