// Refund one subscription's payment (docs/admin.md, 'Members and money' → 'Screens'): the reason
// is asked for and kept in the audit; while the gateway is asked the dialog waits; a refusal (the
// gateway's own message, or 'already refunded') stays in the dialog so the admin can read it and
// try again or cancel.
import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../../lib/with-values';
import type { AdminSubscription } from '../api/member-types';

interface RefundModalProps {
  /** The subscription to refund; null when the dialog is closed. */
  subscription: AdminSubscription | null;
  /** Calls the refund; rejects with the server's error. */
  onRefund: (subscriptionId: number, reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function RefundModal({ subscription, onRefund, onClose }: RefundModalProps) {
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setReason('');
    setMissingReason(false);
    setFailure(null);
    onClose();
  };

  const refund = async () => {
    if (!subscription || pending) return;
    if (!reason.trim()) {
      setMissingReason(true);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await onRefund(subscription.id, reason.trim());
      setPending(false);
      setReason('');
      onClose();
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error.message : messages.serverError);
    }
  };

  // What the dialog shows stays while it fades out after closing.
  const [shown, setShown] = useState(subscription);
  if (subscription !== null && subscription !== shown) setShown(subscription);
  const title = withValues(text.refundTitle, { id: shown?.id ?? '' });
  return (
    <Modal
      open={subscription !== null}
      title={title}
      okText="Refund"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => void refund()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{text.refundExplain}</Typography.Paragraph>
      {shown ? (
        <Typography.Paragraph>
          <strong>{shown.type_name}</strong>
        </Typography.Paragraph>
      ) : null}
      <label htmlFor="refund-reason" className="admin-field-label">
        Reason
      </label>
      <Input.TextArea
        id="refund-reason"
        rows={3}
        maxLength={500}
        value={reason}
        status={missingReason ? 'error' : undefined}
        aria-invalid={missingReason}
        aria-describedby={missingReason ? 'refund-reason-error' : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setMissingReason(false);
        }}
      />
      {missingReason ? (
        <Typography.Text type="danger" id="refund-reason-error">
          {messages.adminReasonRequired}
        </Typography.Text>
      ) : null}
      {failure ? (
        <Alert className="admin-modal-alert" type="error" showIcon role="alert" title={failure} />
      ) : null}
    </Modal>
  );
}
