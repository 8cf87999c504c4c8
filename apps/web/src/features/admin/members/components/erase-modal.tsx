// Erase (anonymise) an account (docs/admin.md, 'Members and money' → 'Screens'): the admin types
// the username to confirm, and Erase stays disabled until it matches. The server checks it again.
import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../../lib/with-values';

interface EraseModalProps {
  open: boolean;
  username: string;
  onErase: (confirm: string) => Promise<unknown>;
  onClose: () => void;
}

export function EraseModal({ open, username, onErase, onClose }: EraseModalProps) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setTyped('');
    setFailure(null);
    onClose();
  };

  const erase = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onErase(typed);
      setPending(false);
      setTyped('');
      onClose();
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error.message : messages.serverError);
    }
  };

  return (
    <Modal
      open={open}
      title={withValues(text.eraseTitle, { username })}
      okText="Erase"
      okButtonProps={{ danger: true, disabled: typed !== username }}
      confirmLoading={pending}
      onOk={() => void erase()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{text.eraseExplain}</Typography.Paragraph>
      <label htmlFor="erase-confirm" className="admin-field-label">
        {text.eraseConfirmLabel}
      </label>
      <Input
        id="erase-confirm"
        autoComplete="off"
        value={typed}
        placeholder={username}
        onChange={(event) => setTyped(event.target.value)}
      />
      {failure ? (
        <Alert className="admin-modal-alert" type="error" showIcon role="alert" title={failure} />
      ) : null}
    </Modal>
  );
}
