// Sign-up and account settings (docs/accounts.md, 'Validation', "Sign-up" and "Account settings"): one rule set for
// the forms and the server. Some rules depend on the catalogue (whether a country has states,
// which schools are in a state), so the schemas are built from `PlaceRules` (places.ts): the web
// passes the lists it loaded, the server the same lists from the database, and both give the same
// messages.
import { z } from 'zod';
import { recordId } from './id.ts';
import { COUNTRY_CODES, CURRENT_COUNTRY } from '../countries.ts';
import { GRADUATION_YEAR_MAX, PAYMENT_METHODS, USERNAME_PATTERN } from '../constants.ts';
import { parseDisplayDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { OTHER_SCHOOL } from '../places.ts';
import { matching, newPassword, typedPassword } from './password.ts';
import { objectBody, safeText } from './text.ts';

export interface PlaceRules {
  countries: readonly { id: number; states: readonly { id: number }[] }[];
  medicalSchools: readonly { id: number; country_id: number; state_id: number | null }[];
  /** The first graduation year offered (the current year). */
  currentYear: number;
}

// Defined with the place rules (places.ts, without zod); the schemas' readers find it here too.
export { OTHER_SCHOOL };

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A positive whole-number id; a missing, null or malformed value gets `required`. */
export function idField(required: string) {
  return recordId(required);
}

function email() {
  return safeText({ required: messages.emailRequired, max: EMAIL_MAX }).pipe(
    z.email({ error: messages.emailInvalid }),
  );
}

function username() {
  return safeText({ required: messages.usernameRequired, max: 254 }).pipe(
    z.string().regex(USERNAME_PATTERN, { error: messages.usernameFormat }),
  );
}

/** YYYY-MM-DD of a real date between 1900 and today. */
function plausibleBirthDate(iso: string | null): iso is string {
  if (!iso) return false;
  const today = new Date().toISOString().slice(0, 10);
  return iso >= '1900-01-01' && iso < today;
}

/** Date of birth: typed DD/MM/YYYY in the forms, sent as YYYY-MM-DD to the profile update. */
function dateOfBirth(format: 'display' | 'iso') {
  return safeText({ required: messages.dobRequired, max: 10 }).transform((value, ctx) => {
    const iso =
      format === 'display'
        ? parseDisplayDate(value)
        : ISO_DATE.test(value) && parseDisplayDate(value.split('-').reverse().join('/'))
          ? value
          : null;
    if (!plausibleBirthDate(iso)) {
      ctx.addIssue({ code: 'custom', message: messages.dobInvalid });
      return z.NEVER;
    }
    return iso;
  });
}

function graduationYear(rules: PlaceRules) {
  const range = messages.graduationYearRange
    .replace('{min}', String(rules.currentYear))
    .replace('{max}', String(GRADUATION_YEAR_MAX));
  return z
    .number({ error: messages.graduationYearRequired })
    .int({ error: messages.graduationYearRequired })
    .min(rules.currentYear, { error: range })
    .max(GRADUATION_YEAR_MAX, { error: range });
}

/** Personal details shared by sign-up and settings (each adds its own free-text state field). */
function personalShape(rules: PlaceRules, dobFormat: 'display' | 'iso') {
  return {
    first_name: safeText({ required: messages.firstNameRequired, max: NAME_MAX }),
    last_name: safeText({ required: messages.surnameRequired, max: NAME_MAX }),
    dob: dateOfBirth(dobFormat),
    email: email(),
    country_id: idField(messages.countryRequired),
    state_id: recordId().nullable().optional(),
    medical_school_id: z.union([idField(messages.medicalSchoolRequired), z.literal(OTHER_SCHOOL)], {
      error: messages.medicalSchoolRequired,
    }),
    medical_school_other: safeText({ max: 200 }).nullable().optional(),
    graduation_year: graduationYear(rules),
    username: username(),
  };
}

function freeTextState() {
  return safeText({ max: NAME_MAX }).nullable().optional();
}

interface PlaceValues {
  country_id?: unknown;
  state_id?: unknown;
  medical_school_id?: unknown;
  medical_school_other?: unknown;
}

/**
 * The rules that read the catalogue: a state of the chosen country when it has states, a school of
 * that country and state, and a school name when the school is 'other'.
 */
function checkPlace(rules: PlaceRules, value: PlaceValues, ctx: z.RefinementCtx) {
  const country = rules.countries.find((c) => c.id === value.country_id);
  if (typeof value.country_id === 'number' && !country) {
    ctx.addIssue({ code: 'custom', path: ['country_id'], message: messages.countryUnknown });
    return;
  }
  if (!country) return;
  const hasStates = country.states.length > 0;
  const stateId = typeof value.state_id === 'number' ? value.state_id : null;
  if (hasStates && stateId === null) {
    ctx.addIssue({ code: 'custom', path: ['state_id'], message: messages.stateRequired });
  } else if (stateId !== null && !country.states.some((s) => s.id === stateId)) {
    ctx.addIssue({ code: 'custom', path: ['state_id'], message: messages.stateNotInCountry });
  }
  if (value.medical_school_id === OTHER_SCHOOL) {
    const name = typeof value.medical_school_other === 'string' ? value.medical_school_other : '';
    if (name.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['medical_school_other'],
        message: messages.medicalSchoolNameRequired,
      });
    }
  } else if (typeof value.medical_school_id === 'number') {
    const school = rules.medicalSchools.find((s) => s.id === value.medical_school_id);
    const inPlace =
      school !== undefined &&
      school.country_id === country.id &&
      (stateId === null || school.state_id === null || school.state_id === stateId);
    if (!inPlace) {
      ctx.addIssue({
        code: 'custom',
        path: ['medical_school_id'],
        message: messages.medicalSchoolNotInPlace,
      });
    }
  }
}

const PLACE_FIELDS = ['country_id', 'state_id', 'medical_school_id', 'medical_school_other'];

function withPlaceRules<T extends z.ZodType>(schema: T, rules: PlaceRules) {
  return schema.superRefine((value, ctx) => checkPlace(rules, value as PlaceValues, ctx), {
    // Run while other fields still fail, so the form can show these errors beside the rest;
    // skip only when a field this rule reads has a type error of its own.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => PLACE_FIELDS.includes(String(issue.path?.[0]))),
  });
}

export interface SignupVariant {
  /** A subscription type must be chosen (all but the free trial). */
  plan: boolean;
  /** A payment method must be chosen (the paid form in the browser). */
  paymentMethod: boolean;
  /** The card token from the card form (credit_card_signup). */
  tokenId: boolean;
  /** The approved PayPal order (paypal_signup). */
  paypalReference: boolean;
  /** A voucher id (free_subscription_signup). */
  voucher: boolean;
  /** The solved captcha (every call that creates an account). */
  captcha: boolean;
}

function signupSchema(rules: PlaceRules, variant: SignupVariant) {
  const shape = z.object({
    ...personalShape(rules, 'display'),
    /** Free-text state, for a country without a list of states. */
    state: freeTextState(),
    email_confirm: z.string({ error: messages.emailMismatch }).transform((v) => v.trim()),
    password1: newPassword(messages.passwordRequired),
    password2: typedPassword(messages.repeatPasswordRequired),
    subscription_type_id: variant.plan
      ? idField(messages.subscriptionTypeRequired)
      : idField(messages.subscriptionTypeRequired).nullable().optional(),
    voucher: variant.voucher
      ? idField(messages.freeSignupNeedsVoucher)
      : recordId().nullable().optional(),
    terms_and_conditions: z.literal(true, { error: messages.termsRequired }),
    terms_checked: idField(messages.termsRequired),
    email_opt_in: z.boolean().optional().default(false),
    payment_method: variant.paymentMethod
      ? z.enum(PAYMENT_METHODS, { error: messages.paymentMethodRequired })
      : z.enum(PAYMENT_METHODS).nullable().optional(),
    token_id: variant.tokenId
      ? safeText({ required: messages.cardRequired, max: 255 })
      : safeText({ max: 255 }).nullable().optional(),
    paypal_reference: variant.paypalReference
      ? safeText({ required: messages.paypalReferenceRequired, max: 255 })
      : safeText({ max: 255 }).nullable().optional(),
    country: z.enum(COUNTRY_CODES).optional().default(CURRENT_COUNTRY),
    captcha: variant.captcha
      ? safeText({ required: messages.captchaRequired, max: 4000 })
      : safeText({ max: 4000 }).nullable().optional(),
  });
  const checked = matching(
    matching(shape, 'email', 'email_confirm', messages.emailMismatch),
    'password1',
    'password2',
  );
  return objectBody(withPlaceRules(checked, rules));
}

const NONE: SignupVariant = {
  plan: false,
  paymentMethod: false,
  tokenId: false,
  paypalReference: false,
  voucher: false,
  captcha: false,
};

/** The sign-up form in the browser: trial and free variants ask for neither plan nor payment. */
export function signupFormSchema(rules: PlaceRules, form: { trial: boolean; free: boolean }) {
  return signupSchema(rules, {
    ...NONE,
    plan: !form.trial,
    paymentMethod: !form.trial && !form.free,
    captcha: true,
  });
}

/** POST /signup_validation: every detail checked before any payment is asked for. */
export const signupValidationSchema = (rules: PlaceRules) =>
  signupSchema(rules, { ...NONE, plan: true });
/** POST /trial_signup: the plan is the Free Trial, chosen by the server. */
export const trialSignupSchema = (rules: PlaceRules) =>
  signupSchema(rules, { ...NONE, captcha: true });
/** POST /credit_card_signup. */
export const cardSignupSchema = (rules: PlaceRules) =>
  signupSchema(rules, { ...NONE, plan: true, tokenId: true, captcha: true });
/** POST /paypal_signup. */
export const paypalSignupSchema = (rules: PlaceRules) =>
  signupSchema(rules, { ...NONE, plan: true, paypalReference: true, captcha: true });
/** POST /free_subscription_signup: a voucher that makes the plan free is required. */
export const freeSignupSchema = (rules: PlaceRules) =>
  signupSchema(rules, { ...NONE, plan: true, voucher: true, captcha: true });

export type SignupInput = z.input<ReturnType<typeof signupValidationSchema>>;
export type SignupDetails = z.output<ReturnType<typeof signupValidationSchema>>;

function profileSchema(rules: PlaceRules, dobFormat: 'display' | 'iso') {
  return objectBody(
    withPlaceRules(
      z.object({
        ...personalShape(rules, dobFormat),
        state_other: freeTextState(),
        email_opt_in: z.boolean().optional(),
      }),
      rules,
    ),
  );
}

/** POST /user/update: the date of birth arrives as YYYY-MM-DD. */
export const profileUpdateSchema = (rules: PlaceRules) => profileSchema(rules, 'iso');
/** The settings form, where the date of birth is typed DD/MM/YYYY. */
export const profileFormSchema = (rules: PlaceRules) => profileSchema(rules, 'display');

export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

/** POST /apply_voucher: the code as typed (the spec's payload is `voucher`). */
export const applyVoucherSchema = objectBody(
  z.object({
    voucher: safeText({ required: messages.voucherInvalid, max: 64 }),
    subscription_type_id: recordId().nullable().optional(),
  }),
);

/** POST /activate. */
export const activateSchema = objectBody(
  z.object({ code: safeText({ required: messages.activationInvalid, max: 200 }) }),
);

/** POST /resend_activation: the account's username or e-mail address, as the member remembers it. */
export const resendActivationSchema = objectBody(
  z.object({
    username_or_email: safeText({ required: messages.usernameOrEmailRequired, max: 254 }),
  }),
);
