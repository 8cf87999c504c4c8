// @vitest-environment happy-dom
// The marking form as the marker uses it: one box per mark, named for its item; ticking boxes and
// typing the global score move the total and the mark at once; a global score out of range says so
// under the field; a recorded result is read-only.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import '../../../test/dom';
import type { MarkingGuideItem } from '../types';
import { NO_MARKING_ANSWERS, summariseMarking } from '../utils/marking-summary';
import { MarkingForm } from './marking-form';

/** What a version 1 station's item carries of version 2: nothing. */
const VERSION_1_ITEM = { domain: null, anchors: null, critical: false, critical_reason: null };
const GUIDE: MarkingGuideItem[] = [
  { id: 11, task: '<p>Introduces self</p>', max_marks: 2, ...VERSION_1_ITEM },
  { id: 12, task: '<p>Checks identity</p>', max_marks: 1, ...VERSION_1_ITEM },
];

function Marking({ readOnly = false }: { readOnly?: boolean }) {
  const [answers, setAnswers] = useState(NO_MARKING_ANSWERS);
  return (
    <MarkingForm
      guide={GUIDE}
      answers={answers}
      summary={summariseMarking(answers, GUIDE)}
      onChange={setAnswers}
      readOnly={readOnly}
    />
  );
}

/** The total as the form shows it: 'Total' then '{score} / {maximum}'. */
function shownTotal(): string {
  const term = screen.getByText(messages.markingTotal);
  return term.nextElementSibling?.textContent ?? '';
}

describe('MarkingForm', () => {
  it('has one box per mark, three in all, and starts at nothing', () => {
    render(<Marking />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Introduces self')).toBeTruthy();
    expect(shownTotal()).toBe('0 / 8');
  });

  it('adds the ticked boxes and the global score to the total', async () => {
    render(<Marking />);
    const user = userEvent.setup();
    const [first, second] = screen.getAllByRole('checkbox');

    await user.click(first!);
    await user.click(second!);
    expect(shownTotal()).toBe('2 / 8');

    await user.type(screen.getByLabelText(messages.markingGlobalScore), '4');
    expect(shownTotal()).toBe('6 / 8');
  });

  it('says a global score out of range is not allowed and does not count it', async () => {
    render(<Marking />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(messages.markingGlobalScore), '9');

    expect(screen.getByText(messages.markingGlobalScoreInvalid)).toBeTruthy();
    expect(screen.getByLabelText(messages.markingGlobalScore).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(shownTotal()).toBe('0 / 8');
  });

  it('cannot be changed once the result is recorded', async () => {
    render(<Marking readOnly />);
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('checkbox');

    await user.click(first!);

    expect((first as HTMLInputElement).checked).toBe(false);
    expect(shownTotal()).toBe('0 / 8');
  });
});
