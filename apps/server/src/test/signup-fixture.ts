// A small sign-up catalogue for tests (a country with states, one without, schools, terms, plans
// and vouchers) and a valid sign-up body to vary.
import { createSubscriptionTypeCatalogueRepository } from '../modules/billing/subscription-type-catalogue.repository.ts';
import {
  createCountry,
  createMedicalSchool,
  createPlan,
  createState,
  createTerms,
} from './factories.ts';
import type { TestApp } from './test-app.ts';

export interface SignupCatalogue {
  countryId: number;
  stateId: number;
  otherStateId: number;
  schoolId: number;
  otherStateSchoolId: number;
  plainCountryId: number;
  termsId: number;
  trialId: number;
  monthId: number;
  quarterId: number;
  /** 10 % off the month and the quarter. */
  tenOffId: number;
  /** $5 off the quarter only. */
  fiveOffId: number;
  /** 100 % off the month only. */
  freePassId: number;
}

export async function createSignupCatalogue(t: TestApp): Promise<SignupCatalogue> {
  const db = t.database.db;
  const country = await createCountry(db, { code: 'US', name: 'United States', currency: 'USD' });
  const plain = await createCountry(db, { code: 'UK', name: 'United Kingdom', currency: 'GBP' });
  const state = await createState(db, { countryId: country.id, name: 'Ohio' });
  const otherState = await createState(db, { countryId: country.id, name: 'Texas' });
  const school = await createMedicalSchool(db, { countryId: country.id, stateId: state.id });
  const otherStateSchool = await createMedicalSchool(db, {
    countryId: country.id,
    stateId: otherState.id,
  });
  const terms = await createTerms(db);
  const trial = await createPlan(db, {
    countryId: country.id,
    name: 'Free Trial',
    cost: 0,
    length: 7,
    signup: false,
  });
  const month = await createPlan(db, { countryId: country.id, name: '1 Month', cost: 29.99 });
  const quarter = await createPlan(db, {
    countryId: country.id,
    name: '3 Months',
    cost: 79.99,
    discountedCost: 69.99,
    length: 90,
  });
  const repo = createSubscriptionTypeCatalogueRepository(db);
  const tenOff = await repo.upsertVoucher({ code: 'TEN', sign: '%', discount: 10 }, [
    month.id,
    quarter.id,
  ]);
  const fiveOff = await repo.upsertVoucher({ code: 'FIVE', sign: '$', discount: 5 }, [quarter.id]);
  const freePass = await repo.upsertVoucher({ code: 'FREE', sign: '%', discount: 100 }, [month.id]);
  return {
    countryId: country.id,
    stateId: state.id,
    otherStateId: otherState.id,
    schoolId: school.id,
    otherStateSchoolId: otherStateSchool.id,
    plainCountryId: plain.id,
    termsId: terms.id,
    trialId: trial.id,
    monthId: month.id,
    quarterId: quarter.id,
    tenOffId: tenOff.id,
    fiveOffId: fiveOff.id,
    freePassId: freePass.id,
  };
}

let sequence = 0;

/** Valid sign-up details for the catalogue, with a fresh e-mail and username each call. */
export function signupBody(c: SignupCatalogue, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const email = `new.member${sequence}@example.test`;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    dob: '10/12/2001',
    email,
    email_confirm: email,
    country_id: c.countryId,
    state_id: c.stateId,
    medical_school_id: c.schoolId,
    graduation_year: new Date().getUTCFullYear() + 2,
    username: `newmember${sequence}`,
    password1: 'Secret123',
    password2: 'Secret123',
    subscription_type_id: c.monthId,
    terms_and_conditions: true,
    terms_checked: c.termsId,
    email_opt_in: false,
    country: 'US',
    ...overrides,
  };
}
