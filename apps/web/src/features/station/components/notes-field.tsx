// The Notes tab: a textarea that keeps what the member types (in sessionStorage, per station), sent
// as `notes` with the mark.
import { useId } from 'react';
import { messages } from '@osce/shared/messages';

interface NotesFieldProps {
  notes: string;
  /** Whether what is typed is saved with a mark (the candidate's and the examiner's notes). */
  savedWithMark: boolean;
  onChange: (notes: string) => void;
  readOnly: boolean;
}

export function NotesField({ notes, savedWithMark, onChange, readOnly }: NotesFieldProps) {
  const id = useId();
  return (
    <div className="field station-notes">
      <label htmlFor={id} className="field__label">
        {messages.stationNotesLabel}
      </label>
      <textarea
        id={id}
        className="field__input field__input--multiline station-notes__input"
        rows={10}
        value={notes}
        readOnly={readOnly}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="station-hint">
        {savedWithMark ? messages.stationNotesHint : messages.stationNotesHintUnsaved}
      </p>
    </div>
  );
}
