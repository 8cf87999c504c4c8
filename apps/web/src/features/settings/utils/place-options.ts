// The catalogue as the settings form offers it (spec section 5, "Account settings"): the rules the
// shared schema checks against, the states of a country, the schools of the chosen country and
// state, and the graduation years. Sign-up has its own copy (features never import each other);
// both read the same shared rule, which is what must agree.
import type { Country, MedicalSchool, State } from '@osce/shared/api';
import { GRADUATION_YEAR_MAX } from '@osce/shared/constants';
import type { PlaceRules } from '@osce/shared/schemas/account';

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

/** A select's value as a whole number, or undefined for the empty choice. */
export function selectedNumber(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** The states of a country; none for an unknown or unchosen country. */
export function statesOf(countries: readonly Country[], countryId: number | undefined): State[] {
  return countries.find((country) => country.id === countryId)?.states ?? [];
}

/**
 * The schools of the chosen country and, once a state is chosen, of that state. A school without a
 * state belongs to every state of its country, as the shared rule reads it.
 */
export function schoolsInPlace(
  schools: readonly MedicalSchool[],
  countryId: number | undefined,
  stateId: number | undefined,
): MedicalSchool[] {
  if (countryId === undefined) return [];
  return schools.filter(
    (school) =>
      school.country_id === countryId &&
      (stateId === undefined || school.state_id === null || school.state_id === stateId),
  );
}

/**
 * Whether the chosen school (a select value: an id, 'other' or '') is still on offer after the
 * state changed: 'other' always is, a school of the country without a state too.
 */
export function schoolStillOffered(
  schools: readonly MedicalSchool[],
  school: string,
  countryId: number | undefined,
  stateId: number | undefined,
  other: string,
): boolean {
  if (school === other) return true;
  const id = selectedNumber(school);
  return id !== undefined && schoolsInPlace(schools, countryId, stateId).some((s) => s.id === id);
}

/**
 * The years offered: the current year up to 2099. A stored year from before (a member who has
 * graduated since) stays in the list, first, so the select shows what is stored and the rule's
 * message says why it must change, instead of the select silently showing nothing.
 */
export function graduationYearOptions(currentYear: number, storedYear?: number | null): number[] {
  const years: number[] = [];
  if (storedYear != null && (storedYear < currentYear || storedYear > GRADUATION_YEAR_MAX)) {
    years.push(storedYear);
  }
  for (let year = currentYear; year <= GRADUATION_YEAR_MAX; year += 1) years.push(year);
  return years;
}
