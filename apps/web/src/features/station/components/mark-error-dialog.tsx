// The mark-save failure (docs/station-run.md): a dialog titled Error with the spec's
// text and the score, and Resubmit or Don't save stats. It waits for an answer: neither Escape nor
// a click beside it decides for the member.
import { Button, Modal } from 'antd';
import { messages } from '@osce/shared/messages';
import type { MarkingSummary } from '../utils/marking-summary';
import { formatMark } from '../utils/marking-summary';

interface MarkErrorDialogProps {
  open: boolean;
  summary: MarkingSummary;
  onResubmit: () => void;
  onDontSave: () => void;
}

export function MarkErrorDialog({ open, summary, onResubmit, onDontSave }: MarkErrorDialogProps) {
  return (
    <Modal
      open={open}
      title={messages.markSaveFailedTitle}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={[
        <Button key="dont-save" onClick={onDontSave}>
          {messages.markDontSave}
        </Button>,
        <Button key="resubmit" type="primary" onClick={onResubmit}>
          {messages.markResubmit}
        </Button>,
      ]}
    >
      <p>{messages.markSaveFailed}</p>
      <p className="mark-error__score">
        {messages.completeScore
          .replace('{total}', String(summary.recordedTotal))
          .replace('{maximum}', String(summary.maximum))
          .replace('{mark}', formatMark(summary.recordedMark))}
      </p>
    </Modal>
  );
}
