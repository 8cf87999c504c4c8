// The catalogue's places as the sign-up and settings forms offer them (docs/accounts.md, 'Validation'): the
// PlaceRules the account schemas check against, built from the lists GET /countries and
// GET /medical_schools answer, the states of a country, the schools of a country and state, and
// the graduation years. No zod here: the forms draw their selects from this before the schemas
// (and zod with them) have loaded.
import type { Country, MedicalSchool, State } from './api.ts';
import { GRADUATION_YEAR_MAX } from './constants.ts';
import type { PlaceRules } from './schemas/account.ts';

/** The medical school value of 'Other': a school not in the list, named in medical_school_other. */
export const OTHER_SCHOOL = 'other';

/** Only the ids the schemas read, and the first graduation year they accept. */
export function buildPlaceRules(
  countries: readonly Country[],
  medicalSchools: readonly MedicalSchool[],
  currentYear: number,
): PlaceRules {
  return {
    countries: countries.map(({ id, states }) => ({
      id,
      states: states.map(({ id }) => ({ id })),
    })),
    medicalSchools: medicalSchools.map(({ id, country_id, state_id }) => ({
      id,
      country_id,
      state_id,
    })),
    currentYear,
  };
}

/** The states of a country; none for an unknown or unchosen country. */
export function statesOf(
  countries: readonly Country[],
  countryId: number | null | undefined,
): State[] {
  return countries.find((country) => country.id === countryId)?.states ?? [];
}

/**
 * The schools of the chosen country and, once a state is chosen, of that state. A school without a
 * state belongs to every state of its country, as the schemas' rule reads it.
 */
export function schoolsInPlace(
  schools: readonly MedicalSchool[],
  countryId: number | null | undefined,
  stateId: number | null | undefined,
): MedicalSchool[] {
  if (countryId == null) return [];
  return schools.filter(
    (school) =>
      school.country_id === countryId &&
      (stateId == null || school.state_id === null || school.state_id === stateId),
  );
}

/**
 * The years a graduation may be in: the current year up to 2099. A stored year outside them (a
 * member who has graduated since) stays in the list, first, so a select shows what is stored and
 * the rule's message says why it must change, instead of the select silently showing nothing.
 */
export function graduationYears(currentYear: number, storedYear?: number | null): number[] {
  const years: number[] = [];
  if (storedYear != null && (storedYear < currentYear || storedYear > GRADUATION_YEAR_MAX)) {
    years.push(storedYear);
  }
  for (let year = currentYear; year <= GRADUATION_YEAR_MAX; year += 1) years.push(year);
  return years;
}
