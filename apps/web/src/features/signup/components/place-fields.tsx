// Country, state, medical school and graduation year (spec section 5): the state is a list when
// the country has states and free text otherwise; the schools are those of the country and state,
// plus 'Other' with a name to type. A new country clears state and school, a new state the school.
import { messages } from '@osce/shared/messages';
import type { Country, MedicalSchool } from '@osce/shared/api';
import { graduationYears, OTHER_SCHOOL, schoolsInPlace, statesOf } from '@osce/shared/places';
import { SelectField } from '../../../components/form/select-field';
import { selectedNumber } from '../../../components/form/select-value';
import { TextField } from '../../../components/form/text-field';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { fieldsResetBy, type SignupFormInput, type SignupFormValues } from '../utils/signup-values';

interface PlaceFieldsProps {
  form: SchemaForm<SignupFormValues, SignupFormInput>;
  countries: readonly Country[];
  schools: readonly MedicalSchool[];
  currentYear: number;
}

export function PlaceFields({ form, countries, schools, currentYear }: PlaceFieldsProps) {
  const countryId = selectedNumber(form.values.country_id) ?? null;
  const states = statesOf(countries, countryId);
  const stateId = states.length > 0 ? (selectedNumber(form.values.state_id) ?? null) : null;
  const schoolOptions = schoolsInPlace(schools, countryId, stateId).map((school) => ({
    value: String(school.id),
    label: school.name,
  }));

  const country = form.field('country_id');
  const state = form.field('state_id');
  const changePlace = (field: 'country_id' | 'state_id', value: string) => {
    (field === 'country_id' ? country : state).onChange(value);
    for (const cleared of fieldsResetBy(field)) form.resetField(cleared);
  };

  return (
    <>
      <SelectField
        {...country}
        onChange={(value) => changePlace('country_id', value)}
        label={messages.labelCountry}
        placeholder="Select your country"
        required
        options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      {states.length > 0 ? (
        <SelectField
          {...state}
          onChange={(value) => changePlace('state_id', value)}
          label={messages.labelState}
          placeholder="Select your state"
          required
          options={states.map((s) => ({ value: String(s.id), label: s.name }))}
        />
      ) : (
        <TextField
          {...form.field('state')}
          label={messages.labelState}
          autoComplete="address-level1"
        />
      )}
      <SelectField
        {...form.field('medical_school_id')}
        label={messages.labelMedicalSchool}
        placeholder={
          countryId === null ? 'Select your country first' : 'Select your medical school'
        }
        required
        options={[...schoolOptions, { value: OTHER_SCHOOL, label: messages.optionOtherSchool }]}
      />
      {form.values.medical_school_id === OTHER_SCHOOL ? (
        <TextField
          {...form.field('medical_school_other')}
          label={messages.labelMedicalSchoolOther}
          required
        />
      ) : null}
      <SelectField
        {...form.field('graduation_year')}
        label={messages.labelGraduationYear}
        placeholder="Select your graduation year"
        required
        options={graduationYears(currentYear).map((year) => ({
          value: String(year),
          label: String(year),
        }))}
      />
    </>
  );
}
