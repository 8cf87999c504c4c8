// The catalogue facts the sign-up and settings schemas check against (which states a country has,
// where each school is), loaded from the database and kept until the catalogue changes.
import type { PlaceRules } from '@osce/shared/schemas/account';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { createContentRepository } from '../content/content.repository.ts';

export type PlaceRulesLoader = () => Promise<PlaceRules>;

export function createPlaceRulesLoader(deps: { db: Db; clock: Clock; events: EventBus }) {
  const { db, clock, events } = deps;
  let cached: Promise<Omit<PlaceRules, 'currentYear'>> | null = null;
  events.on('content.changed', () => {
    cached = null;
  });
  async function load(): Promise<Omit<PlaceRules, 'currentYear'>> {
    const repo = createContentRepository(db);
    const [{ countryRows, stateRows }, schools] = await Promise.all([
      repo.listCountries(),
      repo.listMedicalSchools(),
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
  return (async () => {
    cached ??= load().catch((err: unknown) => {
      cached = null;
      throw err;
    });
    return { ...(await cached), currentYear: clock.now().getUTCFullYear() };
  }) satisfies PlaceRulesLoader;
}
