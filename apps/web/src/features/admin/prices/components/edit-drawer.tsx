// The drawer every Prices form opens in (docs/admin.md, 'Prices' → 'Screens'): the form, Save and
// Cancel; a refusal is shown by field where the server names one, else above the buttons.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Space } from 'antd';
import { messages } from '@osce/shared/messages';
import { isApiError } from '../../../../lib/api-client';

interface EditDrawerProps<Values> {
  open: boolean;
  title: string;
  name: string;
  initialValues: Values;
  /** Saves; resolves with the text to confirm it, rejects with the server's refusal. */
  onSave: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

export function EditDrawer<Values extends object>({
  open,
  title,
  name,
  initialValues,
  onSave,
  onClose,
  children,
}: EditDrawerProps<Values>) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setPending(true);
    setFailure(null);
    try {
      await onSave(values);
      setPending(false);
      onClose();
    } catch (error) {
      setPending(false);
      const fields = isApiError(error) ? error.fields : {};
      const known = Object.keys(initialValues);
      const named = Object.entries(fields).filter(([field]) => known.includes(field));
      form.setFields(named.map(([field, text]) => ({ name: field as never, errors: [text] })));
      if (named.length === 0)
        setFailure(error instanceof Error ? error.message : messages.serverError);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={() => !pending && onClose()}
      size={520}
      className="admin-prices"
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" loading={pending} onClick={() => form.submit()}>
            Save
          </Button>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name={name}
        aria-label={title}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
    </Drawer>
  );
}
