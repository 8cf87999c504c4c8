// The contact and report-issue form (spec sections 3 and 5): the shared schema's rules and texts,
// checked on blur, then on every change, and for every field when Send is pressed (the browser's
// own validation is off, so the spec's texts show under the fields, never a native tooltip).
// Send is disabled while a field shows an error.
import { useState } from 'react';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { CONTACT_ISSUE_TYPES, CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { contactMessageSchema } from '@osce/shared/schemas/contact';
import { CaptchaField } from '../../../components/form/captcha-field';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitServerErrors } from '../../../components/form/split-server-errors';
import { useSchemaRules } from '../../../components/form/use-schema-rules';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useIsLoggedIn } from '../../../stores/app-store';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  toContactInput,
  type ContactField,
  type ContactFormValues,
} from '../utils/contact-values';
import '../../../styles/forms.css';

const ISSUE_TYPE_OPTIONS = CONTACT_ISSUE_TYPES.map((value) => ({
  value,
  label: CONTACT_ISSUE_TYPE_LABELS[value],
}));
const SUCCESS_TOAST_SECONDS = 8;

export function ContactForm() {
  const [form] = Form.useForm<ContactFormValues>();
  const isLoggedIn = useIsLoggedIn();
  const reportIssue = Form.useWatch('report_issue', form) === true;
  const send = useSendContactMessage();
  const [hasErrors, setHasErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { rules, trigger, markTouched, touchAll, resetTouched } = useSchemaRules<ContactField>(
    contactMessageSchema,
    () => toContactInput(form.getFieldsValue(true)),
    CONTACT_FIELDS,
  );

  // Members are known to the server, so their name and e-mail are not asked for (spec section 5).
  const shownFields = CONTACT_FIELDS.filter(
    (field) => !(isLoggedIn && (field === 'name' || field === 'email')),
  );

  const onFieldsChange = () => {
    setHasErrors(form.getFieldsError().some(({ errors }) => errors.length > 0));
  };

  const onFinish = () => {
    setServerErrors([]);
    const input = toContactInput(form.getFieldsValue(true));
    const { name: _name, email: _email, ...memberInput } = input;
    send.mutate(isLoggedIn ? memberInput : input, {
      onSuccess: () => {
        showToast('success', messages.contactSent, SUCCESS_TOAST_SECONDS);
        form.resetFields();
        resetTouched();
        setHasErrors(false);
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        const { onFields, other } = isApiError(error)
          ? splitServerErrors(error.fields, error.errors, shownFields)
          : { onFields: [], other: [] };
        if (onFields.length === 0 && other.length === 0) other.push(error.message);
        // A captcha payload is spent once sent: the visitor solves it again for the next try.
        const captchaError = onFields.find(([field]) => field === 'captcha')?.[1];
        form.setFields([
          ...onFields
            .filter(([field]) => field !== 'captcha')
            .map(([name, text]) => ({ name, errors: [text] })),
          { name: 'captcha', value: undefined, errors: captchaError ? [captchaError] : [] },
        ]);
        setServerErrors(other);
        onFieldsChange();
      },
    });
  };

  return (
    <>
      <ServerErrors errors={serverErrors} />
      <Form
        form={form}
        layout="vertical"
        requiredMark
        noValidate
        onFinish={onFinish}
        onFinishFailed={touchAll}
        onFieldsChange={onFieldsChange}
        scrollToFirstError={{ focus: true, block: 'center' }}
        className="contact-form"
        initialValues={{ report_issue: false }}
      >
        {isLoggedIn ? null : (
          <div className="form-row">
            <Form.Item
              name="name"
              label="Name"
              required
              rules={rules('name')}
              validateTrigger={trigger('name')}
            >
              <Input autoComplete="name" onBlur={markTouched('name')} />
            </Form.Item>
            <Form.Item
              name="email"
              label="Email"
              required
              rules={rules('email')}
              validateTrigger={trigger('email')}
            >
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                onBlur={markTouched('email')}
              />
            </Form.Item>
          </div>
        )}
        <Form.Item
          name="enquiry"
          label="Enquiry"
          required
          rules={rules('enquiry')}
          validateTrigger={trigger('enquiry')}
        >
          <Input onBlur={markTouched('enquiry')} />
        </Form.Item>
        <Form.Item
          name="message"
          label="Message"
          required
          rules={rules('message')}
          validateTrigger={trigger('message')}
        >
          <Input.TextArea rows={6} onBlur={markTouched('message')} />
        </Form.Item>
        <Form.Item name="report_issue" valuePropName="checked">
          <Checkbox>Report an issue</Checkbox>
        </Form.Item>
        {reportIssue ? (
          <Form.Item
            name="issue_type"
            label="Type of issue"
            required
            rules={rules('issue_type')}
            preserve={false}
          >
            {/* Three choices: radio buttons show them all at once (and weigh far less than a
                Select with its virtual list). */}
            <Radio.Group options={ISSUE_TYPE_OPTIONS} aria-label="Type of issue" />
          </Form.Item>
        ) : null}
        <Form.Item name="captcha" rules={rules('captcha')} className="captcha-item">
          <CaptchaField />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={send.isPending}
          disabled={hasErrors}
        >
          Send Message
        </Button>
      </Form>
    </>
  );
}
