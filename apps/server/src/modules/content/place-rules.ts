// The catalogue facts the sign-up and settings schemas check against (which states a country has,
// where each school is: shared `PlaceRules`), read once and kept until the catalogue changes; the
// current year comes from the clock on every call.
import type { PlaceRules } from '@osce/shared/schemas/account';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { ContentService } from './content.service.ts';

export type PlaceRulesLoader = () => Promise<PlaceRules>;

type Places = Omit<PlaceRules, 'currentYear'>;

export function createPlaceRulesLoader(deps: {
  content: Pick<ContentService, 'listCountries' | 'listMedicalSchools'>;
  clock: Clock;
  events: EventBus;
}): PlaceRulesLoader {
  const { content, clock, events } = deps;
  let cached: Promise<Places> | null = null;
  events.on('content.changed', () => {
    cached = null;
  });

  async function load(): Promise<Places> {
    const [{ countryRows, stateRows }, schools] = await Promise.all([
      content.listCountries(),
      content.listMedicalSchools(),
    ]);
    return {
      countries: countryRows.map((c) => ({
        id: c.id,
        states: stateRows.filter((s) => s.countryId === c.id).map((s) => ({ id: s.id })),
      })),
      medicalSchools: schools.map((s) => ({
        id: s.id,
        country_id: s.countryId,
        state_id: s.stateId,
      })),
    };
  }

  return async () => {
    const loading = (cached ??= load());
    try {
      return { ...(await loading), currentYear: clock.now().getUTCFullYear() };
    } catch (err) {
      // A failed read is not kept: the next call tries again.
      if (cached === loading) cached = null;
      throw err;
    }
  };
}
