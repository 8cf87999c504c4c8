// The final status choice of the score summary (docs/station-run.md, 'Rules'):
// Complete or Attempt Again records the mark with that status; Don't save stats sets the status
// hidden. A mark that fails to save opens the Error dialog, from which the member resubmits or
// gives up saving (status hidden) and moves on.
import { useState } from 'react';
import { messages } from '@osce/shared/messages';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useRecordMark } from '../api/record-mark';
import { useSetStationStatus } from '../api/set-station-status';
import type { FinalStatus } from '../types';
import type { MarkPayload, MarkStatus } from '../utils/mark-payload';

interface FinalStatusOptions {
  stationId: number;
  payloadFor: (status: MarkStatus) => MarkPayload;
  /** The result is recorded, or the member chose to move on without it. */
  onDone: () => void;
  /** What the toasts say: to the member by default, about the candidate for a group examiner. */
  texts?: { saved: string; notSaved: string };
}

const OWN_TEXTS = { saved: messages.completeMarkSaved, notSaved: messages.completeNotSaved };

export function useFinalStatus({
  stationId,
  payloadFor,
  onDone,
  texts = OWN_TEXTS,
}: FinalStatusOptions) {
  const recordMark = useRecordMark(stationId);
  const setStatus = useSetStationStatus(stationId);
  const [sending, setSending] = useState<FinalStatus | null>(null);
  const [failed, setFailed] = useState<MarkStatus | null>(null);

  const hide = (afterFailure: boolean) => {
    setSending('hidden');
    setStatus.mutate('hidden', {
      onSuccess: () => {
        showToast('info', texts.notSaved);
        onDone();
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        showToast('error', error.message);
        // After a failed mark the member asked to move on; otherwise they may try again.
        if (afterFailure) onDone();
      },
      onSettled: () => setSending(null),
    });
  };

  const record = (status: MarkStatus) => {
    setSending(status);
    recordMark.mutate(payloadFor(status), {
      onSuccess: () => {
        showToast('success', texts.saved);
        onDone();
      },
      onError: (error) => {
        if (!isSilentError(error)) setFailed(status);
      },
      onSettled: () => setSending(null),
    });
  };

  return {
    sending,
    failedStatus: failed,
    choose: (status: FinalStatus) => (status === 'hidden' ? hide(false) : record(status)),
    resubmit: () => {
      if (failed === null) return;
      setFailed(null);
      record(failed);
    },
    dontSave: () => {
      setFailed(null);
      hide(true);
    },
  };
}
