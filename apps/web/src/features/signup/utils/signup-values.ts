// The sign-up form's values as typed (selects hold strings) and the input the shared schema and
// the API read: ids and years as numbers, the date of birth as typed (DD/MM/YYYY), the state as an
// id when the country has states and as free text otherwise, and 'other' for a school not listed.
import type { Country } from '@osce/shared/api';
import type { PaymentMethod } from '@osce/shared/constants';
import { CURRENT_COUNTRY, type CountryCode } from '@osce/shared/countries';
import { OTHER_SCHOOL, statesOf } from '@osce/shared/places';
import { selectedNumber } from '../../../components/form/select-value';

export interface SignupFormValues {
  first_name: string;
  last_name: string;
  dob: string;
  email: string;
  email_confirm: string;
  country_id: string;
  state_id: string;
  state: string;
  medical_school_id: string;
  medical_school_other: string;
  graduation_year: string;
  username: string;
  password1: string;
  password2: string;
  subscription_type_id: string;
  terms_and_conditions: boolean;
  email_opt_in: boolean;
  payment_method: PaymentMethod | undefined;
  captcha: string | undefined;
}

export type SignupField = keyof SignupFormValues & string;

export function initialSignupValues(planId: number | null = null): SignupFormValues {
  return {
    first_name: '',
    last_name: '',
    dob: '',
    email: '',
    email_confirm: '',
    country_id: '',
    state_id: '',
    state: '',
    medical_school_id: '',
    medical_school_other: '',
    graduation_year: '',
    username: '',
    password1: '',
    password2: '',
    subscription_type_id: planId === null ? '' : String(planId),
    terms_and_conditions: false,
    email_opt_in: false,
    payment_method: undefined,
    captcha: undefined,
  };
}

/** What the form's values say beyond themselves: the catalogue, the terms and the voucher. */
export interface SignupContext {
  countries: readonly Country[];
  trial: boolean;
  termsId: number;
  /** The applied voucher that applies to the chosen plan. */
  voucherId: number | null;
  country?: CountryCode;
}

/** The input of the shared sign-up schema, and the fields every sign-up call carries. */
export interface SignupFormInput {
  first_name: string;
  last_name: string;
  dob: string;
  email: string;
  email_confirm: string;
  country_id: number | undefined;
  state_id?: number | null;
  state?: string | null;
  medical_school_id: number | typeof OTHER_SCHOOL | undefined;
  medical_school_other: string | null;
  graduation_year: number | undefined;
  username: string;
  password1: string;
  password2: string;
  subscription_type_id: number | null | undefined;
  voucher: number | null;
  terms_and_conditions: boolean;
  terms_checked: number;
  email_opt_in: boolean;
  payment_method: PaymentMethod | null;
  country: CountryCode;
  captcha: string;
}

export function countryHasStates(countries: readonly Country[], countryId: string): boolean {
  return statesOf(countries, selectedNumber(countryId)).length > 0;
}

export function toSignupInput(values: SignupFormValues, context: SignupContext): SignupFormInput {
  const other = values.medical_school_id === OTHER_SCHOOL;
  const place = countryHasStates(context.countries, values.country_id)
    ? { state_id: selectedNumber(values.state_id) ?? null }
    : { state: values.state.trim() === '' ? null : values.state };
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    dob: values.dob,
    email: values.email,
    email_confirm: values.email_confirm,
    country_id: selectedNumber(values.country_id),
    ...place,
    medical_school_id: other ? OTHER_SCHOOL : selectedNumber(values.medical_school_id),
    medical_school_other: other ? values.medical_school_other : null,
    graduation_year: selectedNumber(values.graduation_year),
    username: values.username,
    password1: values.password1,
    password2: values.password2,
    subscription_type_id: context.trial ? null : selectedNumber(values.subscription_type_id),
    voucher: context.trial ? null : context.voucherId,
    terms_and_conditions: values.terms_and_conditions,
    terms_checked: context.termsId,
    email_opt_in: values.email_opt_in,
    payment_method: values.payment_method ?? null,
    country: context.country ?? CURRENT_COUNTRY,
    captcha: values.captcha ?? '',
  };
}

/** What the page shows beside the values: each adds or removes fields. */
export interface ShownFieldsContext {
  countries: readonly Country[];
  trial: boolean;
  /** Payment methods on offer (none on the trial or at 0.00). */
  askPaymentMethod: boolean;
}

/** The fields on screen for these values: only they are checked, and only their errors count. */
export function shownSignupFields(
  values: SignupFormValues,
  context: ShownFieldsContext,
): SignupField[] {
  const fields: SignupField[] = ['first_name', 'last_name', 'dob', 'email', 'email_confirm'];
  fields.push('country_id');
  fields.push(countryHasStates(context.countries, values.country_id) ? 'state_id' : 'state');
  fields.push('medical_school_id');
  if (values.medical_school_id === OTHER_SCHOOL) fields.push('medical_school_other');
  fields.push('graduation_year', 'username', 'password1', 'password2');
  if (!context.trial) fields.push('subscription_type_id');
  fields.push('terms_and_conditions', 'email_opt_in');
  if (context.askPaymentMethod) fields.push('payment_method');
  fields.push('captcha');
  return fields;
}

/** The place fields a change clears: a new country clears state and school, a new state the school. */
export function fieldsResetBy(field: 'country_id' | 'state_id'): SignupField[] {
  return field === 'country_id'
    ? ['state_id', 'state', 'medical_school_id', 'medical_school_other']
    : ['medical_school_id', 'medical_school_other'];
}
