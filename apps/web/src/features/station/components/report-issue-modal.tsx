// Report an issue (members only; docs/station-run.md): the contact form's issue type
// and message about this station, with the captcha, sent to POST /message/user-contact. The
// shared schema's texts show under the fields, as on the contact page.
import { useState } from 'react';
import { Modal } from 'antd';
import { CONTACT_ISSUE_TYPES, CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { CaptchaField } from '../../../components/form/captcha-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitFailure } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useReportIssue } from '../api/report-issue';
import {
  INITIAL_REPORT_VALUES,
  REPORT_FIELDS,
  toReportInput,
  type ReportValues,
} from '../utils/report-values';
import '../../../styles/forms.css';

const ISSUE_TYPE_OPTIONS = CONTACT_ISSUE_TYPES.map((value) => ({
  value,
  label: CONTACT_ISSUE_TYPE_LABELS[value],
}));
const SENT_TOAST_SECONDS = 8;

const loadSchema = () =>
  import('@osce/shared/schemas/user-contact').then((module) => module.userContactSchema);

interface ReportIssueModalProps {
  open: boolean;
  station: { id: number; number: number };
  onClose: () => void;
}

export function ReportIssueModal({ open, station, onClose }: ReportIssueModalProps) {
  const send = useReportIssue();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useSchemaForm({
    idPrefix: 'report-issue',
    initialValues: INITIAL_REPORT_VALUES,
    loadSchema,
    toInput: (values: ReportValues) => toReportInput(values, station),
    shownFields: () => REPORT_FIELDS,
  });

  const close = () => {
    setServerErrors([]);
    onClose();
  };

  const submit = (input: ReturnType<typeof toReportInput>) => {
    if (send.isPending) return;
    setServerErrors([]);
    send.mutate(input, {
      onSuccess: () => {
        showToast('success', messages.contactSent, SENT_TOAST_SECONDS);
        form.reset();
        onClose();
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        const { onFields, other } = splitFailure(error, form.shownFields);
        // A captcha payload is spent once sent: the member solves it again for the next try.
        form.setValue('captcha', undefined);
        form.showFieldErrors(Object.fromEntries(onFields), other.length === 0);
        setServerErrors(other);
      },
    });
  };

  const title = messages.reportIssueTitle.replace('{number}', String(station.number));
  return (
    <Modal open={open} title={title} onCancel={close} footer={null} destroyOnHidden>
      <ServerErrors errors={serverErrors} />
      <form {...form.formProps(submit)} aria-label={title} className="report-issue-form">
        <RadioGroupField
          {...form.field('issue_type')}
          label={messages.reportIssueType}
          required
          options={ISSUE_TYPE_OPTIONS}
        />
        <TextareaField
          {...form.field('message')}
          label={messages.reportIssueMessage}
          required
          rows={5}
        />
        <CaptchaField {...form.field('captcha')} />
        <div className="station-actions station-actions--end">
          <button type="button" className="button button--default" onClick={close}>
            {messages.reportIssueCancel}
          </button>
          <SubmitButton loading={send.isPending} disabled={form.hasErrors}>
            {messages.reportIssueSend}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
