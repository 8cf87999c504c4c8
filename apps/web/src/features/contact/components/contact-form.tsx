// The contact and report-issue form (docs/content.md): the shared schema's rules and texts,
// checked on blur, then on every change, and for every field when Send is pressed (the browser's
// own validation is off, so the spec's texts show under the fields, never a native tooltip).
// Send is disabled while a field shows an error. Plain markup and the app's own CSS: a public
// page, which must stay fast on a phone (no Ant Design, and zod only once the form is reached).
import { useState } from 'react';
import { CONTACT_ISSUE_TYPES, CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { CaptchaField } from '../../../components/form/captcha-field';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { EmailField } from '../../../components/form/email-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitFailure } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useIsLoggedIn } from '../../../stores/app-store';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  INITIAL_CONTACT_VALUES,
  toContactInput,
  type ContactFormValues,
} from '../utils/contact-values';
import '../../../styles/forms.css';

const ISSUE_TYPE_OPTIONS = CONTACT_ISSUE_TYPES.map((value) => ({
  value,
  label: CONTACT_ISSUE_TYPE_LABELS[value],
}));
const SUCCESS_TOAST_SECONDS = 8;

const loadContactSchema = () =>
  import('@osce/shared/schemas/contact').then((module) => module.contactMessageSchema);

export function ContactForm() {
  const isLoggedIn = useIsLoggedIn();
  const send = useSendContactMessage();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useSchemaForm({
    idPrefix: 'contact',
    initialValues: INITIAL_CONTACT_VALUES,
    loadSchema: loadContactSchema,
    toInput: toContactInput,
    // Members are known to the server, so their name and e-mail are not asked for (docs/content.md,
    // 'Validation'); the issue type is asked for only when reporting an issue.
    shownFields: (values: ContactFormValues) =>
      CONTACT_FIELDS.filter(
        (field) =>
          !(isLoggedIn && (field === 'name' || field === 'email')) &&
          !(field === 'issue_type' && !values.report_issue),
      ),
  });
  const reportIssue = form.values.report_issue;

  const reportIssueField = form.field('report_issue');
  const onReportIssueChange = (checked: boolean) => {
    reportIssueField.onChange(checked);
    // The issue type goes with the box: ticked again, it starts afresh.
    if (!checked) form.resetField('issue_type');
  };

  const sendMessage = (input: ReturnType<typeof toContactInput>) => {
    if (send.isPending) return;
    setServerErrors([]);
    const { name: _name, email: _email, ...memberInput } = input;
    send.mutate(isLoggedIn ? memberInput : input, {
      onSuccess: () => {
        showToast('success', messages.contactSent, SUCCESS_TOAST_SECONDS);
        form.reset();
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        const { onFields, other } = splitFailure(error, form.shownFields);
        // A captcha payload is spent once sent: the visitor solves it again for the next try.
        form.setValue('captcha', undefined);
        form.showFieldErrors(Object.fromEntries(onFields), other.length === 0);
        setServerErrors(other);
      },
    });
  };

  return (
    <>
      <ServerErrors errors={serverErrors} />
      <form {...form.formProps(sendMessage)} className="contact-form" aria-label="Contact us">
        {isLoggedIn ? null : (
          <div className="form-row">
            <TextField {...form.field('name')} label="Name" required autoComplete="name" />
            <EmailField {...form.field('email')} label="Email" required />
          </div>
        )}
        <TextField {...form.field('enquiry')} label="Enquiry" required />
        <TextareaField {...form.field('message')} label="Message" required rows={6} />
        <CheckboxField
          {...reportIssueField}
          onChange={onReportIssueChange}
          label="Report an issue"
        />
        {reportIssue ? (
          <RadioGroupField
            {...form.field('issue_type')}
            label="Type of issue"
            required
            options={ISSUE_TYPE_OPTIONS}
          />
        ) : null}
        <CaptchaField {...form.field('captcha')} />
        <SubmitButton loading={send.isPending} disabled={form.hasErrors}>
          Send Message
        </SubmitButton>
      </form>
    </>
  );
}
