// A solo candidate starting a station they have completed (docs/station-run.md, 'Rules'): Continue,
// or Choose Another Station (back to the list). Closing it just closes it.
import { Button, Modal } from 'antd';
import { messages } from '@osce/shared/messages';

interface CompletedWarningProps {
  open: boolean;
  onContinue: () => void;
  onChooseAnother: () => void;
  onClose: () => void;
}

export function CompletedWarning({
  open,
  onContinue,
  onChooseAnother,
  onClose,
}: CompletedWarningProps) {
  return (
    <Modal
      open={open}
      title={messages.warningTitle}
      onCancel={onClose}
      footer={[
        <Button key="another" onClick={onChooseAnother}>
          {messages.stationChooseAnother}
        </Button>,
        <Button key="continue" type="primary" onClick={onContinue}>
          {messages.stationContinue}
        </Button>,
      ]}
    >
      <p>{messages.stationCompletedWarning}</p>
    </Modal>
  );
}
