// Grant a subscription without a charge (docs/admin.md, 'Members and money' → 'Screens'): a plan
// and a reason; the server decides when it starts (now, or after the member's last current one)
// and e-mails the member. A refusal shows in the dialog, by field where the server names one.
import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import { messages } from '@osce/shared/messages';
import { isApiError } from '../../../../lib/api-client';
import { useGrantablePlans } from '../api/get-grantable-plans';
import type { GrantablePlan } from '../api/member-types';

interface GrantValues {
  subscription_type_id: number;
  reason: string;
}

interface GrantModalProps {
  open: boolean;
  onGrant: (values: GrantValues) => Promise<unknown>;
  onClose: () => void;
}

function planLabel(plan: GrantablePlan): string {
  const length = plan.display_length;
  return length && length.toLowerCase() !== plan.name.toLowerCase()
    ? `${plan.name} (${length})`
    : plan.name;
}

export function GrantModal({ open, onGrant, onClose }: GrantModalProps) {
  const [form] = Form.useForm<GrantValues>();
  const plans = useGrantablePlans(open);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async (values: GrantValues) => {
    setPending(true);
    setFailure(null);
    try {
      await onGrant({ ...values, reason: values.reason.trim() });
      setPending(false);
      form.resetFields();
      onClose();
    } catch (error) {
      setPending(false);
      const fields = isApiError(error) ? error.fields : {};
      const named = (['subscription_type_id', 'reason'] as const).filter((name) => fields[name]);
      form.setFields(named.map((name) => ({ name, errors: [fields[name]!] })));
      if (named.length === 0) {
        setFailure(error instanceof Error ? error.message : messages.serverError);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={text.grantTitle}
      okText="Grant"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{text.grantExplain}</Typography.Paragraph>
      {plans.isError ? (
        <Alert type="error" showIcon title={plans.error.message} className="admin-modal-alert" />
      ) : null}
      <Form<GrantValues>
        form={form}
        layout="vertical"
        name="grant-subscription"
        aria-label={text.grantTitle}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="subscription_type_id"
          label="Plan"
          rules={[{ required: true, message: messages.adminGrantPlanRequired }]}
        >
          <Select<number>
            loading={plans.isPending}
            placeholder="Choose a plan"
            options={(plans.data ?? []).map((plan) => ({ value: plan.id, label: planLabel(plan) }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[
            { required: true, whitespace: true, message: messages.adminReasonRequired },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
      {failure ? (
        <Alert className="admin-modal-alert" type="error" showIcon role="alert" title={failure} />
      ) : null}
    </Modal>
  );
}
