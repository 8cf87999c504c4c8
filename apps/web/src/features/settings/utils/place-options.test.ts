import { describe, expect, it } from 'vitest';
import type { Country, MedicalSchool } from '@osce/shared/api';
import { OTHER_SCHOOL } from '@osce/shared/schemas/account';
import {
  buildPlaceRules,
  graduationYearOptions,
  schoolsInPlace,
  schoolStillOffered,
  selectedNumber,
  statesOf,
} from './place-options';

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
  it('keeps only the ids the shared schema reads, and the year given', () => {
    const rules = buildPlaceRules(countries, schools, 2026);
    expect(rules.currentYear).toBe(2026);
    expect(rules.countries).toEqual([
      { id: 1, states: [{ id: 10 }, { id: 11 }] },
      { id: 2, states: [] },
    ]);
    expect(rules.medicalSchools[0]).toEqual({ id: 100, country_id: 1, state_id: 10 });
  });
});

describe('selectedNumber', () => {
  it('reads a whole number from a select and nothing else', () => {
    expect(selectedNumber('12')).toBe(12);
    expect(selectedNumber('')).toBeUndefined();
    expect(selectedNumber('other')).toBeUndefined();
    expect(selectedNumber('1.5')).toBeUndefined();
    expect(selectedNumber('99999999999999999999')).toBeUndefined();
  });
});

describe('statesOf', () => {
  it('lists a country’s states, none for a country without or an unchosen one', () => {
    expect(statesOf(countries, 1).map((s) => s.name)).toEqual(['California', 'Texas']);
    expect(statesOf(countries, 2)).toEqual([]);
    expect(statesOf(countries, undefined)).toEqual([]);
  });
});

describe('schoolsInPlace', () => {
  it('offers nothing before a country is chosen', () => {
    expect(schoolsInPlace(schools, undefined, undefined)).toEqual([]);
  });

  it('offers the country’s schools until a state is chosen', () => {
    expect(schoolsInPlace(schools, 1, undefined).map((s) => s.id)).toEqual([100, 101, 102]);
  });

  it('offers the state’s schools and the country’s schools without a state', () => {
    expect(schoolsInPlace(schools, 1, 11).map((s) => s.id)).toEqual([101, 102]);
  });

  it('offers a country without states all its schools', () => {
    expect(schoolsInPlace(schools, 2, undefined).map((s) => s.id)).toEqual([200]);
  });
});

describe('schoolStillOffered', () => {
  it('keeps a school of the new state, or of the country without a state, and Other', () => {
    expect(schoolStillOffered(schools, '102', 1, 11, OTHER_SCHOOL)).toBe(true);
    expect(schoolStillOffered(schools, OTHER_SCHOOL, 1, 11, OTHER_SCHOOL)).toBe(true);
  });

  it('drops a school of another state, and an empty choice', () => {
    expect(schoolStillOffered(schools, '100', 1, 11, OTHER_SCHOOL)).toBe(false);
    expect(schoolStillOffered(schools, '', 1, 11, OTHER_SCHOOL)).toBe(false);
  });
});

describe('graduationYearOptions', () => {
  it('runs from the current year to 2099', () => {
    const years = graduationYearOptions(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2099);
    expect(years).toHaveLength(2099 - 2026 + 1);
  });

  it('keeps a stored year from before at the top, so the select shows what is stored', () => {
    const years = graduationYearOptions(2026, 2024);
    expect(years.slice(0, 2)).toEqual([2024, 2026]);
    expect(graduationYearOptions(2026, 2030)[0]).toBe(2026);
    expect(graduationYearOptions(2026, null)[0]).toBe(2026);
  });
});
