// One section of the filter drawer: its title, its own Clear button, and its controls. A group of
// checkboxes is a group named by its title (role=group rather than a fieldset, whose legend could
// not share a row with the Clear button); a single control is named by a label instead.
import { useId, type ReactNode } from 'react';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../lib/with-values';

interface FilterSectionProps {
  title: string;
  /** The id of the one control the title labels; without it the section is a fieldset. */
  controlId?: string;
  hasChoice: boolean;
  onClear: () => void;
  children: ReactNode;
}

export function FilterSection({
  title,
  controlId,
  hasChoice,
  onClear,
  children,
}: FilterSectionProps) {
  const titleId = useId();
  const clear = (
    <button
      type="button"
      className="filter-section__clear"
      onClick={onClear}
      disabled={!hasChoice}
      aria-label={withValues(messages.studyClearSection, { section: title })}
    >
      {messages.studyClear}
    </button>
  );
  if (controlId) {
    return (
      <div className="filter-section">
        <div className="filter-section__head">
          <label htmlFor={controlId} className="filter-section__title">
            {title}
          </label>
          {clear}
        </div>
        {children}
      </div>
    );
  }
  return (
    <div className="filter-section" role="group" aria-labelledby={titleId}>
      <div className="filter-section__head">
        <span id={titleId} className="filter-section__title">
          {title}
        </span>
        {clear}
      </div>
      {children}
    </div>
  );
}
