// The settings profile form (docs/accounts.md, 'Validation'): every rule and text of the shared
// profileFormSchema, built from the loaded countries and schools, checked as the member leaves a
// field and again on Update, which stays disabled while a field shows an error. A new country
// clears the state and the school; a new state clears a school it does not have. The server's
// refusals show as a list above the form and under the fields they name.
import { useMemo, useState } from 'react';
import type { Country, CurrentUser, MedicalSchool } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { buildPlaceRules, graduationYears, schoolsInPlace, statesOf } from '@osce/shared/places';
import { NameFields, UsernameField } from '../../../components/account-fields/name-fields';
import {
  CountryField,
  GraduationYearField,
  MedicalSchoolFields,
  StateField,
} from '../../../components/account-fields/place-fields';
import { EmailField } from '../../../components/form/email-field';
import { selectedNumber } from '../../../components/form/select-value';
import { ServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  FIELDS_RESET_BY_COUNTRY,
  profileValuesFromUser,
  schoolStillOffered,
  shownProfileFields,
  stateAsList,
  toProfileInput,
  toProfilePayload,
  type ProfileField,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../utils/profile-values';
import { DateOfBirthField } from './date-of-birth-field';

interface ProfileFormProps {
  user: CurrentUser;
  countries: readonly Country[];
  schools: readonly MedicalSchool[];
}

export function ProfileForm({ user, countries, schools }: ProfileFormProps) {
  const [currentYear] = useState(() => new Date().getFullYear());
  const rules = useMemo(
    () => buildPlaceRules(countries, schools, currentYear),
    [countries, schools, currentYear],
  );
  const update = useUpdateProfile();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useSchemaForm({
    idPrefix: 'settings',
    initialValues: profileValuesFromUser(user),
    loadSchema: () =>
      import('@osce/shared/schemas/account').then((module) => module.profileFormSchema(rules)),
    toInput: (values: ProfileFormValues) => toProfileInput(values, countries),
    shownFields: (values: ProfileFormValues) => shownProfileFields(values, countries),
  });
  const { values } = form;
  const countryId = selectedNumber(values.country_id);
  const stateId = selectedNumber(values.state_id);
  const states = statesOf(countries, countryId);

  /** Empties a field and forgets its error: it starts afresh for the new place. */
  const clearField = (name: ProfileField) => {
    form.resetField(name);
    form.setValue(name, '');
  };

  const countryField = form.field('country_id');
  const onCountryChange = (value: string) => {
    countryField.onChange(value);
    if (value !== values.country_id) FIELDS_RESET_BY_COUNTRY.forEach(clearField);
  };

  const stateField = form.field('state_id');
  const onStateChange = (value: string) => {
    stateField.onChange(value);
    const keep = schoolStillOffered(
      schools,
      values.medical_school_id,
      countryId,
      selectedNumber(value),
    );
    if (!keep) clearField('medical_school_id');
  };

  const save = (input: ProfileFormInput) => {
    if (update.isPending) return;
    setServerErrors([]);
    update.mutate(toProfilePayload(input), {
      onSuccess: () => showToast('success', messages.settingsUpdated),
      onError: (error) => {
        if (isSilentError(error)) return;
        const fields = isApiError(error) ? error.fields : {};
        const shown = Object.entries(fields).filter(([name]) =>
          (form.shownFields as readonly string[]).includes(name),
        );
        form.showFieldErrors(Object.fromEntries(shown), false);
        // The spec's list of server errors, above the form (the ones on fields show there too).
        const listed = isApiError(error) && error.errors.length > 0 ? error.errors : [];
        setServerErrors(listed.length > 0 ? listed : [error.message]);
      },
    });
  };

  return (
    <>
      <ServerErrors errors={serverErrors} />
      <form
        {...form.formProps(save)}
        className="settings-form"
        aria-labelledby="settings-profile-title"
      >
        <NameFields firstName={form.field('first_name')} lastName={form.field('last_name')} />
        <div className="form-row">
          <UsernameField {...form.field('username')} />
          <DateOfBirthField {...form.field('dob')} />
        </div>
        <EmailField {...form.field('email')} label={messages.labelEmail} required />
        <div className="form-row">
          <CountryField {...countryField} onChange={onCountryChange} countries={countries} />
          <StateField
            list={{ ...stateField, onChange: onStateChange }}
            text={form.field('state_other')}
            asList={stateAsList(values, countries)}
            states={states}
            disabled={countryId === undefined}
          />
        </div>
        <MedicalSchoolFields
          school={form.field('medical_school_id')}
          other={form.field('medical_school_other')}
          schools={schoolsInPlace(schools, countryId, stateId)}
          disabled={countryId === undefined}
        />
        <GraduationYearField
          {...form.field('graduation_year')}
          years={graduationYears(currentYear, user.graduation_year)}
        />
        <SubmitButton loading={update.isPending} disabled={form.hasErrors}>
          {messages.settingsUpdateButton}
        </SubmitButton>
      </form>
    </>
  );
}
