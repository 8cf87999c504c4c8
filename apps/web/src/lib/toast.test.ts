import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, showToast } from './toast';

describe('toasts', () => {
  it('keeps toasts in the order shown, each for its own time, until dismissed', () => {
    expect(getToasts()).toEqual([]);
    showToast('success', 'Sent', 8);
    showToast('error', 'Failed');
    const [sent, failed] = getToasts();
    expect(sent).toMatchObject({ kind: 'success', text: 'Sent', seconds: 8 });
    expect(failed).toMatchObject({ kind: 'error', text: 'Failed', seconds: 3 });
    expect(sent?.id).not.toBe(failed?.id);

    dismissToast(sent!.id);
    expect(getToasts().map((toast) => toast.text)).toEqual(['Failed']);
    dismissToast(sent!.id);
    expect(getToasts()).toHaveLength(1);
  });
});
