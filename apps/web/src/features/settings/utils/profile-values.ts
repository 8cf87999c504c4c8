// The settings form's values (what the inputs hold: strings) from the member as GET /user answers,
// the input the shared profileFormSchema checks (date of birth as typed, DD/MM/YYYY), and the body
// of POST /user/update (the same, with the date as YYYY-MM-DD; docs/accounts.md).
import type { Country, CurrentUser, MedicalSchool } from '@osce/shared/api';
import { formatDisplayDate, parseDisplayDate } from '@osce/shared/dates';
import { OTHER_SCHOOL, schoolsInPlace, statesOf } from '@osce/shared/places';
import { selectedNumber } from '../../../components/form/select-value';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  username: string;
  dob: string;
  email: string;
  country_id: string;
  state_id: string;
  state_other: string;
  medical_school_id: string;
  medical_school_other: string;
  graduation_year: string;
}

export type ProfileField = keyof ProfileFormValues & string;

type SchoolChoice = number | typeof OTHER_SCHOOL | undefined;

/** What profileFormSchema reads. */
export interface ProfileFormInput {
  first_name: string;
  last_name: string;
  username: string;
  dob: string;
  email: string;
  country_id: number | undefined;
  state_id: number | null;
  state_other: string | null;
  medical_school_id: SchoolChoice;
  medical_school_other: string | null;
  graduation_year: number | undefined;
}

/** POST /user/update: the checked input with the date of birth as YYYY-MM-DD. */
export type ProfileUpdatePayload = ProfileFormInput;

const text = (value: string | null | undefined) => value ?? '';
const choice = (value: number | null | undefined) => (value == null ? '' : String(value));

export function profileValuesFromUser(user: CurrentUser): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    dob: user.dob ? formatDisplayDate(user.dob) : '',
    email: user.email,
    country_id: choice(user.country_id),
    state_id: choice(user.state_id),
    state_other: text(user.state_other),
    medical_school_id:
      user.medical_school_id === OTHER_SCHOOL ? OTHER_SCHOOL : choice(user.medical_school_id),
    medical_school_other: text(user.medical_school_other),
    graduation_year: choice(user.graduation_year),
  };
}

export function countryHasStates(countries: readonly Country[], countryId: string): boolean {
  return statesOf(countries, selectedNumber(countryId)).length > 0;
}

/**
 * A country with states takes a state from its list; any other takes the state as free text
 * (state_other). The school's name goes only with 'other'.
 */
export function toProfileInput(
  values: ProfileFormValues,
  countries: readonly Country[],
): ProfileFormInput {
  const withStates = countryHasStates(countries, values.country_id);
  const other = values.medical_school_id === OTHER_SCHOOL;
  const stateOther = values.state_other.trim();
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    username: values.username,
    dob: values.dob,
    email: values.email,
    country_id: selectedNumber(values.country_id),
    state_id: withStates ? (selectedNumber(values.state_id) ?? null) : null,
    state_other: withStates || stateOther === '' ? null : values.state_other,
    medical_school_id: other ? OTHER_SCHOOL : selectedNumber(values.medical_school_id),
    medical_school_other: other ? values.medical_school_other : null,
    graduation_year: selectedNumber(values.graduation_year),
  };
}

/** The body of POST /user/update: the date of birth typed DD/MM/YYYY goes as YYYY-MM-DD. */
export function toProfilePayload(input: ProfileFormInput): ProfileUpdatePayload {
  // The form sends only input that passed the schema, so the date reads; an unreadable one goes as
  // typed and the server refuses it with the same text the form would have shown.
  return { ...input, dob: parseDisplayDate(input.dob) ?? input.dob };
}

/** The state as a list (empty until a country is chosen) or as free text for a country without. */
export function stateAsList(values: ProfileFormValues, countries: readonly Country[]): boolean {
  return (
    selectedNumber(values.country_id) === undefined ||
    countryHasStates(countries, values.country_id)
  );
}

/** The fields on screen: the state as a list or as free text, the school's name for 'other'. */
export function shownProfileFields(
  values: ProfileFormValues,
  countries: readonly Country[],
): ProfileField[] {
  const fields: ProfileField[] = ['first_name', 'last_name', 'username', 'dob', 'email'];
  fields.push('country_id', stateAsList(values, countries) ? 'state_id' : 'state_other');
  fields.push('medical_school_id');
  if (values.medical_school_id === OTHER_SCHOOL) fields.push('medical_school_other');
  fields.push('graduation_year');
  return fields;
}

/** A new country clears the state and the school (docs/accounts.md, 'Validation'). */
export const FIELDS_RESET_BY_COUNTRY: readonly ProfileField[] = [
  'state_id',
  'state_other',
  'medical_school_id',
  'medical_school_other',
];

/**
 * Whether the chosen school (a select value: an id, 'other' or '') is still on offer after the
 * state changed: 'other' always is, a school of the country without a state too.
 */
export function schoolStillOffered(
  schools: readonly MedicalSchool[],
  school: string,
  countryId: number | undefined,
  stateId: number | undefined,
): boolean {
  if (school === OTHER_SCHOOL) return true;
  const id = selectedNumber(school);
  return id !== undefined && schoolsInPlace(schools, countryId, stateId).some((s) => s.id === id);
}
