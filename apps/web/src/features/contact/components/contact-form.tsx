// The contact and report-issue form (spec sections 3 and 5): the shared schema's rules and texts,
// checked on blur and then on every change; submit is disabled while a field shows an error.
import { useState } from 'react';
import { Button, Checkbox, Form, Input, Select, message as toast } from 'antd';
import { CONTACT_ISSUE_TYPES, CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { contactMessageSchema } from '@osce/shared/schemas/contact';
import { fieldError } from '@osce/shared/validation';
import { isApiError } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/app-store';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  splitServerErrors,
  toContactInput,
  type ContactField,
  type ContactFormValues,
} from '../utils/contact-values';
import { CaptchaField } from './captcha-field';
import { ServerErrors } from './server-errors';
import '../../../styles/forms.css';

const ISSUE_TYPE_OPTIONS = CONTACT_ISSUE_TYPES.map((value) => ({
  value,
  label: CONTACT_ISSUE_TYPE_LABELS[value],
}));
const SUCCESS_TOAST_SECONDS = 8;
const { shape } = contactMessageSchema;

export function ContactForm() {
  const [form] = Form.useForm<ContactFormValues>();
  const [toastApi, toastHolder] = toast.useMessage();
  const isLoggedIn = useIsLoggedIn();
  const reportIssue = Form.useWatch('report_issue', form) === true;
  const send = useSendContactMessage();
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [hasErrors, setHasErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  // Members are known to the server, so their name and e-mail are not asked for (spec section 5).
  const shownFields = CONTACT_FIELDS.filter(
    (field) => !(isLoggedIn && (field === 'name' || field === 'email')),
  );

  const rules = (field: ContactField) => [
    {
      validator: async () => {
        const text = fieldError(
          contactMessageSchema,
          toContactInput(form.getFieldsValue(true)),
          field,
        );
        if (text) throw new Error(text);
      },
    },
  ];
  // Quiet while the visitor types a field for the first time; strict once they have left it.
  const textTrigger = (field: ContactField) =>
    touched.has(field) ? ['onBlur', 'onChange'] : ['onBlur'];
  const markTouched = (field: ContactField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const onFieldsChange = () => {
    setHasErrors(form.getFieldsError().some(({ errors }) => errors.length > 0));
  };

  const onFinish = () => {
    setServerErrors([]);
    const input = toContactInput(form.getFieldsValue(true));
    const { name: _name, email: _email, ...memberInput } = input;
    send.mutate(isLoggedIn ? memberInput : input, {
      onSuccess: () => {
        void toastApi.success(messages.contactSent, SUCCESS_TOAST_SECONDS);
        form.resetFields();
        setTouched(new Set());
        setHasErrors(false);
      },
      onError: (error) => {
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
      {toastHolder}
      <ServerErrors errors={serverErrors} />
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
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
              validateTrigger={textTrigger('name')}
            >
              <Input
                autoComplete="name"
                maxLength={shape.name.maxLength ?? undefined}
                onBlur={markTouched('name')}
              />
            </Form.Item>
            <Form.Item
              name="email"
              label="Email"
              required
              rules={rules('email')}
              validateTrigger={textTrigger('email')}
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
          validateTrigger={textTrigger('enquiry')}
        >
          <Input maxLength={shape.enquiry.maxLength ?? undefined} onBlur={markTouched('enquiry')} />
        </Form.Item>
        <Form.Item
          name="message"
          label="Message"
          required
          rules={rules('message')}
          validateTrigger={textTrigger('message')}
        >
          <Input.TextArea
            rows={6}
            maxLength={shape.message.maxLength ?? undefined}
            onBlur={markTouched('message')}
          />
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
            <Select options={ISSUE_TYPE_OPTIONS} placeholder="Choose the type of issue" />
          </Form.Item>
        ) : null}
        <Form.Item name="captcha" rules={rules('captcha')}>
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
