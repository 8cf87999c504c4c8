// The voucher box (docs/billing.md, 'Validation'): a code and an Apply button, the server's or the form's text
// below. Enter in the box applies the code instead of sending the whole form.
import type { KeyboardEvent } from 'react';
import { messages } from '@osce/shared/messages';
import { FieldError, invalidProps } from '../form/field-error';

interface VoucherBoxProps {
  id: string;
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  applying: boolean;
  /** The voucher applies to the chosen plan. */
  applied: boolean;
  /** A voucher applied to the last plan is being applied to the one just chosen. */
  reapplying?: boolean;
  error: string | null;
}

export function VoucherBox({
  id,
  code,
  onCodeChange,
  onApply,
  applying,
  applied,
  reapplying = false,
  error,
}: VoucherBoxProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (code.trim() !== '' && !applying) onApply();
  };
  return (
    <div className="field voucher-box">
      <div className="field__label">
        <label htmlFor={id}>{messages.voucherCodeLabel}</label>
      </div>
      <div className="voucher-box__row">
        <input
          id={id}
          name="voucher_code"
          type="text"
          className="field__input"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...invalidProps(id, error ?? undefined)}
        />
        <button
          type="button"
          className="button button--default voucher-box__apply"
          onClick={onApply}
          disabled={code.trim() === ''}
          aria-busy={applying || undefined}
        >
          {messages.voucherApplyButton}
        </button>
      </div>
      {reapplying ? (
        <p className="voucher-box__applied" role="status">
          {messages.voucherReapplying}
        </p>
      ) : null}
      {applied && !error && !reapplying ? (
        <p className="voucher-box__applied" role="status">
          {messages.voucherAppliedLabel}
        </p>
      ) : null}
      <FieldError fieldId={id} error={error ?? undefined} />
    </div>
  );
}
