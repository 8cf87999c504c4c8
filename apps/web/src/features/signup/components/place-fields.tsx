// Country, state, medical school and graduation year (docs/accounts.md, 'Validation'): the state is a list when
// the country has states and free text otherwise; the schools are those of the country and state,
// plus 'Other' with a name to type. A new country clears state and school, a new state the school.
import type { Country, MedicalSchool } from '@osce/shared/api';
import { graduationYears, schoolsInPlace, statesOf } from '@osce/shared/places';
import {
  CountryField,
  GraduationYearField,
  MedicalSchoolFields,
  StateField,
} from '../../../components/account-fields/place-fields';
import { selectedNumber } from '../../../components/form/select-value';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { fieldsResetBy, type SignupFormInput, type SignupFormValues } from '../utils/signup-values';

interface PlaceFieldsProps {
  form: SchemaForm<SignupFormValues, SignupFormInput>;
  countries: readonly Country[];
  schools: readonly MedicalSchool[];
  currentYear: number;
}

export function PlaceFields({ form, countries, schools, currentYear }: PlaceFieldsProps) {
  const countryId = selectedNumber(form.values.country_id);
  const states = statesOf(countries, countryId);
  const stateId = states.length > 0 ? selectedNumber(form.values.state_id) : undefined;

  const country = form.field('country_id');
  const state = form.field('state_id');
  const changePlace = (field: 'country_id' | 'state_id', value: string) => {
    (field === 'country_id' ? country : state).onChange(value);
    for (const cleared of fieldsResetBy(field)) form.resetField(cleared);
  };

  return (
    <>
      <CountryField
        {...country}
        onChange={(value) => changePlace('country_id', value)}
        countries={countries}
        placeholder="Select your country"
      />
      <StateField
        list={{ ...state, onChange: (value) => changePlace('state_id', value) }}
        text={form.field('state')}
        asList={states.length > 0}
        states={states}
        placeholder="Select your state"
      />
      <MedicalSchoolFields
        school={form.field('medical_school_id')}
        other={form.field('medical_school_other')}
        schools={schoolsInPlace(schools, countryId, stateId)}
        placeholder={
          countryId === undefined ? 'Select your country first' : 'Select your medical school'
        }
      />
      <GraduationYearField
        {...form.field('graduation_year')}
        years={graduationYears(currentYear)}
        placeholder="Select your graduation year"
      />
    </>
  );
}
