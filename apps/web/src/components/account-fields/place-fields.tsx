// The place fields of the sign-up and settings forms (docs/accounts.md, 'Validation'): country, state (a list when
// the country has states, free text otherwise), medical school with 'Other' and its name, and
// graduation year. Each form decides what it offers (packages/shared/src/places.ts), what a change
// clears, and the texts of the empty choices; these draw the fields the same way for both.
import type { Country, MedicalSchool, State } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { OTHER_SCHOOL } from '@osce/shared/places';
import { SelectField, type SelectFieldProps } from '../form/select-field';
import { TextField } from '../form/text-field';
import type { BoundField } from '../form/use-schema-form';

/** A select's own props that differ between the forms. */
type ChoiceProps = Pick<SelectFieldProps, 'placeholder' | 'disabled'>;

export function CountryField({
  countries,
  ...field
}: BoundField<string> & ChoiceProps & { countries: readonly Country[] }) {
  return (
    <SelectField
      {...field}
      label={messages.labelCountry}
      required
      options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
    />
  );
}

interface StateFieldProps extends ChoiceProps {
  /** The state chosen from the country's list (state_id). */
  list: BoundField<string>;
  /** The state typed, for a country without a list: sign-up's `state`, settings' `state_other`. */
  text: BoundField<string>;
  asList: boolean;
  states: readonly State[];
}

export function StateField({ list, text, asList, states, ...choice }: StateFieldProps) {
  if (!asList) {
    return <TextField {...text} label={messages.labelState} autoComplete="address-level1" />;
  }
  return (
    <SelectField
      {...list}
      {...choice}
      label={messages.labelState}
      required
      options={states.map((state) => ({ value: String(state.id), label: state.name }))}
    />
  );
}

interface MedicalSchoolFieldsProps extends ChoiceProps {
  school: BoundField<string>;
  /** The school's name, asked for once the school is 'Other'. */
  other: BoundField<string>;
  /** The schools of the chosen place (schoolsInPlace); 'Other' comes after them. */
  schools: readonly MedicalSchool[];
}

export function MedicalSchoolFields({
  school,
  other,
  schools,
  ...choice
}: MedicalSchoolFieldsProps) {
  return (
    <>
      <SelectField
        {...school}
        {...choice}
        label={messages.labelMedicalSchool}
        required
        options={[
          ...schools.map((s) => ({ value: String(s.id), label: s.name })),
          { value: OTHER_SCHOOL, label: messages.optionOtherSchool },
        ]}
      />
      {school.value === OTHER_SCHOOL ? (
        <TextField {...other} label={messages.labelMedicalSchoolOther} required />
      ) : null}
    </>
  );
}

export function GraduationYearField({
  years,
  ...field
}: BoundField<string> & ChoiceProps & { years: readonly number[] }) {
  return (
    <SelectField
      {...field}
      label={messages.labelGraduationYear}
      required
      options={years.map((year) => ({ value: String(year), label: String(year) }))}
    />
  );
}
