// The study area's wire shapes as the web app reads them: inferred from the shared contract
// (packages/shared/src/schemas/study.ts), never re-typed. Type-only, so no zod code comes with them.
import type { z } from 'zod';
import type {
  favouriteAnswerSchema,
  saveFiltersAnswerSchema,
  stationSummarySchema,
  taxonsAnswerSchema,
} from '@osce/shared/schemas/study';

/** One station of GET /stations, as this member sees it. */
export type StationSummary = z.output<typeof stationSummarySchema>;
/** GET /taxons. */
export type Taxons = z.output<typeof taxonsAnswerSchema>;
export type FavouriteAnswer = z.output<typeof favouriteAnswerSchema>;
export type SaveFiltersAnswer = z.output<typeof saveFiltersAnswerSchema>;
