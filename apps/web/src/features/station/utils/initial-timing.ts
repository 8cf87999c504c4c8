// The timing a run starts with: the member's preferred minutes (GET /user preferred_timing), or the
// defaults if a stored value is not among today's options; the preview's fixed minutes.
import { TIMED_PHASES } from '@osce/shared/stations/roles';
import {
  DEFAULT_TIMING,
  isTimingOption,
  PREVIEW_TIMING,
  type PhaseMinutes,
  type StationTiming,
} from '@osce/shared/stations/timing';

export function memberTiming(preferred: PhaseMinutes | null | undefined): StationTiming {
  const minutes = { ...DEFAULT_TIMING };
  for (const phase of TIMED_PHASES) {
    const value = preferred?.[phase];
    if (value !== undefined && isTimingOption(phase, value)) minutes[phase] = value;
  }
  return { ...minutes, disabled: false };
}

export function previewTiming(): StationTiming {
  return { ...PREVIEW_TIMING, disabled: false };
}
