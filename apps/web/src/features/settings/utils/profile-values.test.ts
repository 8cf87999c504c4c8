import { describe, expect, it } from 'vitest';
import type { Country, CurrentUser, MedicalSchool } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { buildPlaceRules, OTHER_SCHOOL } from '@osce/shared/places';
import { profileFormSchema, profileUpdateSchema } from '@osce/shared/schemas/account';
import { toFieldErrors } from '@osce/shared/validation';
import {
  profileValuesFromUser,
  schoolStillOffered,
  shownProfileFields,
  toProfileInput,
  toProfilePayload,
  type ProfileFormValues,
} from './profile-values';

const countries: Country[] = [
  {
    id: 1,
    code: 'US',
    name: 'United States',
    currency: 'USD',
    states: [
      { id: 10, name: 'California' },
      { id: 11, name: 'Texas' },
    ],
  },
  { id: 2, code: 'UK', name: 'United Kingdom', currency: 'GBP', states: [] },
];
const schools: MedicalSchool[] = [
  { id: 100, name: 'UCSF', country_id: 1, state_id: 10 },
  { id: 200, name: 'Imperial', country_id: 2, state_id: null },
];
const YEAR = new Date().getFullYear();
const rules = buildPlaceRules(countries, schools, YEAR);

const user: CurrentUser = {
  id: 7,
  display_id: 'U-7',
  first_name: 'Ana',
  last_name: 'Silva',
  username: 'ana.silva',
  email: 'ana@example.com',
  dob: '1999-03-07',
  avatar: null,
  status: 'Active',
  role: 'member',
  tutorial_viewed: true,
  email_opt_in: false,
  country_id: 1,
  state_id: 10,
  state_other: null,
  medical_school_id: 100,
  medical_school_other: null,
  graduation_year: YEAR + 1,
  filters: null,
  preferred_timing: { reading: 2, station: 6, question: 2, feedback: 2 },
  update_terms: false,
};

const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileValuesFromUser(user),
  ...overrides,
});

function fieldErrors(schema: ReturnType<typeof profileFormSchema>, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error).fields;
}

describe('profileValuesFromUser', () => {
  it('shows the stored date of birth as DD/MM/YYYY and ids as select values', () => {
    expect(profileValuesFromUser(user)).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      username: 'ana.silva',
      dob: '07/03/1999',
      email: 'ana@example.com',
      country_id: '1',
      state_id: '10',
      state_other: '',
      medical_school_id: '100',
      medical_school_other: '',
      graduation_year: String(YEAR + 1),
    });
  });

  it("keeps 'other' and its name, and leaves what is not stored empty", () => {
    const other = profileValuesFromUser({
      ...user,
      dob: null,
      country_id: 2,
      state_id: null,
      state_other: 'Greater London',
      medical_school_id: OTHER_SCHOOL,
      medical_school_other: 'St Elsewhere',
      graduation_year: null,
    });
    expect(other).toMatchObject({
      dob: '',
      country_id: '2',
      state_id: '',
      state_other: 'Greater London',
      medical_school_id: OTHER_SCHOOL,
      medical_school_other: 'St Elsewhere',
      graduation_year: '',
    });
  });
});

describe('toProfileInput and toProfilePayload', () => {
  it('sends the date of birth as YYYY-MM-DD, and what the member stored passes the server schema', () => {
    const payload = toProfilePayload(toProfileInput(values(), countries));
    expect(payload).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      username: 'ana.silva',
      dob: '1999-03-07',
      email: 'ana@example.com',
      country_id: 1,
      state_id: 10,
      state_other: null,
      medical_school_id: 100,
      medical_school_other: null,
      graduation_year: YEAR + 1,
    });
    expect(profileUpdateSchema(rules).safeParse(payload).success).toBe(true);
  });

  it('round-trips the date: stored, shown, typed back, sent as stored', () => {
    const shown = profileValuesFromUser({ ...user, dob: '2001-12-31' }).dob;
    expect(shown).toBe('31/12/2001');
    expect(toProfilePayload(toProfileInput(values({ dob: shown }), countries)).dob).toBe(
      '2001-12-31',
    );
  });

  it("sends 'other' with the school's name, and no name for a listed school", () => {
    const other = toProfileInput(
      values({ medical_school_id: OTHER_SCHOOL, medical_school_other: 'St Elsewhere' }),
      countries,
    );
    expect(other.medical_school_id).toBe(OTHER_SCHOOL);
    expect(other.medical_school_other).toBe('St Elsewhere');
    const listed = toProfileInput(values({ medical_school_other: 'left over' }), countries);
    expect(listed.medical_school_other).toBeNull();
  });

  it('sends the state as free text for a country without states, and no state id', () => {
    const input = toProfileInput(
      values({ country_id: '2', state_id: '10', state_other: 'Kent', medical_school_id: '200' }),
      countries,
    );
    expect(input).toMatchObject({ country_id: 2, state_id: null, state_other: 'Kent' });
    const blank = toProfileInput(values({ country_id: '2', state_other: '  ' }), countries);
    expect(blank.state_other).toBeNull();
  });

  it('sends no free-text state for a country with states', () => {
    const input = toProfileInput(values({ state_other: 'typed before' }), countries);
    expect(input).toMatchObject({ state_id: 10, state_other: null });
  });
});

describe('the form input against the shared rules (docs/accounts.md, Validation)', () => {
  const schema = profileFormSchema(rules);

  it('asks for the state of a country with states', () => {
    const errors = fieldErrors(schema, toProfileInput(values({ state_id: '' }), countries));
    expect(errors.state_id).toBe(messages.stateRequired);
  });

  it("asks for the school's name when the school is 'other'", () => {
    const input = toProfileInput(
      values({ medical_school_id: OTHER_SCHOOL, medical_school_other: ' ' }),
      countries,
    );
    expect(fieldErrors(schema, input).medical_school_other).toBe(
      messages.medicalSchoolNameRequired,
    );
  });

  it('refuses a date of birth not typed DD/MM/YYYY', () => {
    const errors = fieldErrors(schema, toProfileInput(values({ dob: '1999-03-07' }), countries));
    expect(errors.dob).toBe(messages.dobInvalid);
  });

  it('asks for each required field with the spec text', () => {
    const empty = values({
      first_name: '',
      last_name: '',
      username: '',
      dob: '',
      email: '',
      country_id: '',
      medical_school_id: '',
      graduation_year: '',
    });
    expect(fieldErrors(schema, toProfileInput(empty, countries))).toMatchObject({
      first_name: messages.firstNameRequired,
      last_name: messages.surnameRequired,
      username: messages.usernameRequired,
      dob: messages.dobRequired,
      email: messages.emailRequired,
      country_id: messages.countryRequired,
      medical_school_id: messages.medicalSchoolRequired,
      graduation_year: messages.graduationYearRequired,
    });
  });
});

describe('shownProfileFields', () => {
  it('shows the state list for a country with states and free text otherwise', () => {
    expect(shownProfileFields(values(), countries)).toContain('state_id');
    expect(shownProfileFields(values(), countries)).not.toContain('state_other');
    const uk = shownProfileFields(values({ country_id: '2' }), countries);
    expect(uk).toContain('state_other');
    expect(uk).not.toContain('state_id');
  });

  it('shows an empty state list until a country is chosen', () => {
    const none = shownProfileFields(values({ country_id: '' }), countries);
    expect(none).toContain('state_id');
    expect(none).not.toContain('state_other');
  });

  it("shows the school's name only for 'other'", () => {
    expect(shownProfileFields(values(), countries)).not.toContain('medical_school_other');
    expect(shownProfileFields(values({ medical_school_id: OTHER_SCHOOL }), countries)).toContain(
      'medical_school_other',
    );
  });
});

describe('schoolStillOffered', () => {
  const inTexas: MedicalSchool[] = [
    { id: 100, name: 'UCSF', country_id: 1, state_id: 10 },
    { id: 101, name: 'Baylor', country_id: 1, state_id: 11 },
    { id: 102, name: 'Online MD', country_id: 1, state_id: null },
  ];

  it('keeps a school of the new state, or of the country without a state, and Other', () => {
    expect(schoolStillOffered(inTexas, '101', 1, 11)).toBe(true);
    expect(schoolStillOffered(inTexas, '102', 1, 11)).toBe(true);
    expect(schoolStillOffered(inTexas, OTHER_SCHOOL, 1, 11)).toBe(true);
  });

  it('drops a school of another state, and an empty choice', () => {
    expect(schoolStillOffered(inTexas, '100', 1, 11)).toBe(false);
    expect(schoolStillOffered(inTexas, '', 1, 11)).toBe(false);
  });
});
