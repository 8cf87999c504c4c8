// One attempt's notes: the candidate's Notes and the Examiner Notes as they were saved with the
// mark, lines kept; a line saying there are none when both are empty.
import { messages } from '@osce/shared/messages';
import type { Marking } from '../utils/history-options';

export function HistoryNotes({ notes }: { notes: Marking['notes'] }) {
  const sections = [
    { title: messages.statsHistoryNotes, text: notes.notes.trim() },
    { title: messages.statsHistoryExaminerNotes, text: notes.examiner_notes.trim() },
  ].filter((section) => section.text !== '');
  if (sections.length === 0)
    return <p className="stats-notes__none">{messages.statsHistoryNoNotes}</p>;
  return (
    <div className="stats-notes">
      {sections.map(({ title, text }) => (
        <section key={title} className="stats-notes__section">
          <h3 className="stats-notes__title">{title}</h3>
          <p className="stats-notes__text">{text}</p>
        </section>
      ))}
    </div>
  );
}
