import { describe, expect, it } from 'vitest';
import type { Country, MedicalSchool } from './api.ts';
import { messages } from './messages.ts';
import { buildPlaceRules, graduationYears, schoolsInPlace, statesOf } from './places.ts';
import { signupFormSchema } from './schemas/account.ts';

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
  { id: 101, name: 'Baylor', country_id: 1, state_id: 11 },
  { id: 102, name: 'Online MD', country_id: 1, state_id: null },
  { id: 200, name: 'Imperial', country_id: 2, state_id: null },
];

describe('buildPlaceRules', () => {
  it('keeps the ids the shared schema reads, and the year it was given', () => {
    expect(buildPlaceRules(countries, schools, 2026)).toEqual({
      countries: [
        { id: 1, states: [{ id: 10 }, { id: 11 }] },
        { id: 2, states: [] },
      ],
      medicalSchools: [
        { id: 100, country_id: 1, state_id: 10 },
        { id: 101, country_id: 1, state_id: 11 },
        { id: 102, country_id: 1, state_id: null },
        { id: 200, country_id: 2, state_id: null },
      ],
      currentYear: 2026,
    });
  });

  it('gives the shared schema rules that know which countries have states', () => {
    const schema = signupFormSchema(buildPlaceRules(countries, schools, 2026), {
      trial: true,
      free: false,
    });
    const result = schema.safeParse({ country_id: 1, medical_school_id: 200 });
    const texts = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(texts).toContain(messages.stateRequired);
  });
});

describe('statesOf', () => {
  it('lists the states of the chosen country, none otherwise', () => {
    expect(statesOf(countries, 1).map((s) => s.name)).toEqual(['California', 'Texas']);
    expect(statesOf(countries, 2)).toEqual([]);
    expect(statesOf(countries, 99)).toEqual([]);
  });

  it('lists none before a country is chosen (null or undefined)', () => {
    expect(statesOf(countries, null)).toEqual([]);
    expect(statesOf(countries, undefined)).toEqual([]);
  });
});

describe('schoolsInPlace', () => {
  const ids = (list: MedicalSchool[]) => list.map((school) => school.id);

  it('offers nothing before a country is chosen (null or undefined)', () => {
    expect(schoolsInPlace(schools, null, null)).toEqual([]);
    expect(schoolsInPlace(schools, undefined, undefined)).toEqual([]);
  });

  it('offers the country’s schools until a state is chosen (null or undefined)', () => {
    expect(ids(schoolsInPlace(schools, 1, null))).toEqual([100, 101, 102]);
    expect(ids(schoolsInPlace(schools, 1, undefined))).toEqual([100, 101, 102]);
  });

  it('offers the state’s schools and the country’s schools without a state', () => {
    expect(ids(schoolsInPlace(schools, 1, 10))).toEqual([100, 102]);
    expect(ids(schoolsInPlace(schools, 1, 11))).toEqual([101, 102]);
  });

  it('offers a country without states all its schools', () => {
    expect(ids(schoolsInPlace(schools, 2, null))).toEqual([200]);
  });
});

describe('graduationYears', () => {
  it('runs from the current year to 2099', () => {
    const years = graduationYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2099);
    expect(years).toHaveLength(2099 - 2026 + 1);
  });

  it('keeps a stored year from before at the top, so the select shows what is stored', () => {
    expect(graduationYears(2026, 2024).slice(0, 2)).toEqual([2024, 2026]);
    expect(graduationYears(2026, 2024)).toHaveLength(2099 - 2026 + 2);
    expect(graduationYears(2026, 2030)[0]).toBe(2026);
    expect(graduationYears(2026, null)[0]).toBe(2026);
  });
});
