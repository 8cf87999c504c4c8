// The station screen's wire shapes, inferred from the shared contract
// (packages/shared/src/schemas/study.ts), never re-typed. Type-only: no zod code comes with them.
import type { z } from 'zod';
import type {
  FINAL_STATUSES,
  markAnswerSchema,
  saveTimingAnswerSchema,
  stationDetailSchema,
  stationStartedAnswerSchema,
  stationStatusAnswerSchema,
} from '@osce/shared/schemas/study';

/** GET /station/{code} and GET /preview. */
export type StationDetail = z.output<typeof stationDetailSchema>;
export type StationInfo = StationDetail['station'];
export type StationComponents = StationDetail['station_components'];
export type MarkingGuideItem = StationComponents['marking_guides'][number];

export type StationStartedAnswer = z.output<typeof stationStartedAnswerSchema>;
export type MarkAnswer = z.output<typeof markAnswerSchema>;
export type StationStatusAnswer = z.output<typeof stationStatusAnswerSchema>;
export type SaveTimingAnswer = z.output<typeof saveTimingAnswerSchema>;
/** The final status choice; 'hidden' is "Don't save stats". */
export type FinalStatus = (typeof FINAL_STATUSES)[number];
