import { describe, expect, it } from 'vitest';
import type { Country, MedicalSchool } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { buildPlaceRules } from '@osce/shared/places';
import { signupFormSchema } from '@osce/shared/schemas/account';
import {
  fieldsResetBy,
  initialSignupValues,
  shownSignupFields,
  toSignupInput,
  type SignupFormValues,
} from './signup-values';

const countries: Country[] = [
  {
    id: 1,
    code: 'US',
    name: 'United States',
    currency: 'USD',
    states: [{ id: 10, name: 'California' }],
  },
  { id: 2, code: 'UK', name: 'United Kingdom', currency: 'GBP', states: [] },
];
const schools: MedicalSchool[] = [
  { id: 100, name: 'UCSF', country_id: 1, state_id: 10 },
  { id: 200, name: 'Imperial', country_id: 2, state_id: null },
];
const context = { countries, trial: false, termsId: 3, voucherId: null };

const filled: SignupFormValues = {
  ...initialSignupValues(5),
  first_name: 'Ada',
  last_name: 'Lovelace',
  dob: '10/12/1995',
  email: 'ada@example.com',
  email_confirm: 'ada@example.com',
  country_id: '1',
  state_id: '10',
  medical_school_id: '100',
  graduation_year: '2030',
  username: 'ada',
  password1: 'Secret1',
  password2: 'Secret1',
  terms_and_conditions: true,
  payment_method: 'credit_card',
  captcha: 'payload',
};

describe('initialSignupValues', () => {
  it('preselects the plan of ?plan= and nothing else', () => {
    expect(initialSignupValues(5).subscription_type_id).toBe('5');
    expect(initialSignupValues().subscription_type_id).toBe('');
    expect(initialSignupValues().payment_method).toBeUndefined();
  });
});

describe('toSignupInput', () => {
  it('sends ids and years as numbers and the date of birth as typed', () => {
    const input = toSignupInput(filled, { ...context, voucherId: 7 });
    expect(input).toMatchObject({
      dob: '10/12/1995',
      country_id: 1,
      state_id: 10,
      medical_school_id: 100,
      medical_school_other: null,
      graduation_year: 2030,
      subscription_type_id: 5,
      voucher: 7,
      terms_and_conditions: true,
      terms_checked: 3,
      payment_method: 'credit_card',
      country: 'US',
      captcha: 'payload',
    });
    expect(input).not.toHaveProperty('state');
  });

  it("sends free text as `state` for a country without states, and 'other' with its name", () => {
    const input = toSignupInput(
      {
        ...filled,
        country_id: '2',
        state_id: '',
        state: 'Greater London',
        medical_school_id: 'other',
        medical_school_other: 'St Elsewhere',
      },
      context,
    );
    expect(input.state).toBe('Greater London');
    expect(input).not.toHaveProperty('state_id');
    expect(input.medical_school_id).toBe('other');
    expect(input.medical_school_other).toBe('St Elsewhere');
    expect(toSignupInput({ ...filled, country_id: '2', state: ' ' }, context).state).toBeNull();
  });

  it('sends no plan or voucher on the trial', () => {
    const input = toSignupInput(filled, { ...context, trial: true, voucherId: 7 });
    expect(input.subscription_type_id).toBeNull();
    expect(input.voucher).toBeNull();
  });

  it('gives the shared schema what it accepts, and its texts for what is missing', () => {
    const schema = signupFormSchema(buildPlaceRules(countries, schools, 2026), {
      trial: false,
      free: false,
    });
    expect(schema.safeParse(toSignupInput(filled, context)).success).toBe(true);
    const empty = schema.safeParse(toSignupInput(initialSignupValues(), context));
    const texts = empty.success ? [] : empty.error.issues.map((issue) => issue.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        messages.firstNameRequired,
        messages.countryRequired,
        messages.medicalSchoolRequired,
        messages.graduationYearRequired,
        messages.subscriptionTypeRequired,
        messages.termsRequired,
        messages.paymentMethodRequired,
        messages.captchaRequired,
      ]),
    );
  });
});

describe('shownSignupFields', () => {
  const shown = { countries, trial: false, askPaymentMethod: true };

  it('asks for a state from the list or as free text, by country', () => {
    expect(shownSignupFields(filled, shown)).toContain('state_id');
    expect(shownSignupFields(filled, shown)).not.toContain('state');
    const uk = shownSignupFields({ ...filled, country_id: '2' }, shown);
    expect(uk).toContain('state');
    expect(uk).not.toContain('state_id');
  });

  it("asks for the school's name only for 'other'", () => {
    expect(shownSignupFields(filled, shown)).not.toContain('medical_school_other');
    expect(shownSignupFields({ ...filled, medical_school_id: 'other' }, shown)).toContain(
      'medical_school_other',
    );
  });

  it('asks for neither plan nor payment on the trial, and no payment at 0.00', () => {
    const trial = shownSignupFields(filled, { countries, trial: true, askPaymentMethod: false });
    expect(trial).not.toContain('subscription_type_id');
    expect(trial).not.toContain('payment_method');
    const free = shownSignupFields(filled, { ...shown, askPaymentMethod: false });
    expect(free).toContain('subscription_type_id');
    expect(free).not.toContain('payment_method');
  });
});

describe('fieldsResetBy', () => {
  it('clears state and school with the country, the school with the state', () => {
    expect(fieldsResetBy('country_id')).toEqual([
      'state_id',
      'state',
      'medical_school_id',
      'medical_school_other',
    ]);
    expect(fieldsResetBy('state_id')).toEqual(['medical_school_id', 'medical_school_other']);
  });
});
