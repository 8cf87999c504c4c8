// The catalogue as the sign-up form uses it: the PlaceRules the shared schema checks against, the
// states of a country, the schools a visitor may pick (spec section 5) and the graduation years.
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

/** The states of a country; none for an unknown or unchosen country. */
export function statesOf(countries: readonly Country[], countryId: number | null): State[] {
  return countries.find((country) => country.id === countryId)?.states ?? [];
}

/**
 * The schools of the chosen country and, once a state is chosen, of that state. A school without a
 * state belongs to every state of its country, as the shared rule reads it.
 */
export function schoolsInPlace(
  schools: readonly MedicalSchool[],
  countryId: number | null,
  stateId: number | null,
): MedicalSchool[] {
  if (countryId === null) return [];
  return schools.filter(
    (school) =>
      school.country_id === countryId &&
      (stateId === null || school.state_id === null || school.state_id === stateId),
  );
}

/** The years a graduation may be in: the current year up to 2099. */
export function graduationYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year <= GRADUATION_YEAR_MAX; year += 1) years.push(year);
  return years;
}
