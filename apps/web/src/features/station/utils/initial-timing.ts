// The timing a run starts with (docs/station-run.md, 'Timing a version 2 station'): the member's
// own minutes for this station, else their exam preset, else the station's recommended timing,
// else their preferred minutes (GET /user preferred_timing; the defaults for a stored value not
// among today's options), by the shared startingTiming rule; the preview's fixed minutes.
import { startingTiming } from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes, StationTiming } from '@osce/shared/stations/timing';
import type { StationDetail } from '../types';

/** The preferred minutes alone (no station known). */
export function memberTiming(preferred: PhaseMinutes | null | undefined): StationTiming {
  return { ...startingTiming({ preferred }).minutes, disabled: false };
}

/** Where a member's run of this station starts. */
export function stationStartTiming(
  detail: StationDetail,
  preferred: PhaseMinutes | null | undefined,
): StationTiming {
  const { minutes } = startingTiming({
    stationSaved: detail.saved_timing,
    preset: detail.exam_preset,
    recommended: detail.station.recommended_timing,
    preferred,
  });
  return { ...minutes, disabled: false };
}

export function previewTiming(): StationTiming {
  return { ...startingTiming({ preview: true }).minutes, disabled: false };
}

/** The four phases' minutes of a run's timing. */
export function phaseMinutesOf({
  reading,
  station,
  question,
  feedback,
}: PhaseMinutes): PhaseMinutes {
  return { reading, station, question, feedback };
}
