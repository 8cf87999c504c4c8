// A station's length on the study list (docs/study.md, 'Station length'): the minutes it is
// written for, reading + station + questions (feedback is after the exam's bell, so left out);
// nothing for a station without a recommended timing.
import { messages } from '@osce/shared/messages';
import type { StationSummary } from '../types';
import { withValues } from '../../../lib/with-values';

export interface StationLength {
  /** What the row shows: "10 min". */
  short: string;
  /** What a screen reader hears: the total and each phase's minutes. */
  spoken: string;
}

export function stationLength(timing: StationSummary['recommended_timing']): StationLength | null {
  if (!timing) return null;
  const minutes = timing.reading + timing.station + timing.question;
  return {
    short: withValues(messages.studyLengthShort, { minutes }),
    spoken: withValues(messages.studyLengthSpoken, {
      minutes,
      reading: timing.reading,
      station: timing.station,
      question: timing.question,
    }),
  };
}
