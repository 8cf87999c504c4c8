// The Warning modal (docs/accounts.md, 'Screens'): another device is logged in; Yes logs in here and ends the
// other sessions, No leaves everything as it is. Shared by the password and the social login.
import { messages } from '@osce/shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface OtherDeviceDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function OtherDeviceDialog({ open, onConfirm, onClose }: OtherDeviceDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={messages.warningTitle}
      confirmLabel={messages.warningYes}
      cancelLabel={messages.warningNo}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{messages.otherDeviceWarning}</p>
    </ConfirmDialog>
  );
}
