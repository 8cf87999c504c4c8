// @vitest-environment happy-dom
// The marking form as the marker uses it: one box per mark, named for its item; ticking boxes and
// typing the global score move the total and the mark at once; a global score out of range says so
// under the field; a recorded result is read-only. A version 2 guide shows each item's domain,
// Critical tag and anchors, and the global descriptors beside the global score.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
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

const VERSION_2_GUIDE: MarkingGuideItem[] = [
  {
    id: 21,
    task: '<p>Checks the glucose before giving insulin</p>',
    max_marks: 2,
    domain: 'clinical_management',
    anchors: [
      { marks: 0, text: 'Not checked' },
      { marks: 1, text: 'Checked after prescribing' },
      { marks: 2, text: 'Checked first' },
    ],
    critical: true,
    critical_reason: 'Insulin given blind can cause severe hypoglycaemia.',
  },
  { ...GUIDE[1]!, domain: 'interpersonal' },
];
const DESCRIPTORS = {
  clear_fail: 'Unsafe prescribing.',
  borderline: 'Safe but slow.',
  pass: 'Safe and clear.',
  excellent: 'Safe, clear and explains each step.',
};

function Marking({
  readOnly = false,
  guide = GUIDE,
  descriptors = null,
}: {
  readOnly?: boolean;
  guide?: MarkingGuideItem[];
  descriptors?: typeof DESCRIPTORS | null;
}) {
  const [answers, setAnswers] = useState(NO_MARKING_ANSWERS);
  return (
    <MarkingForm
      guide={guide}
      answers={answers}
      summary={summariseMarking(answers, guide)}
      onChange={setAnswers}
      readOnly={readOnly}
      descriptors={descriptors}
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

  it('shows a version 2 item’s domain, Critical tag, anchors and reason, and the descriptors', () => {
    render(<Marking guide={VERSION_2_GUIDE} descriptors={DESCRIPTORS} />);

    expect(screen.getByText('Clinical management')).toBeTruthy();
    expect(screen.getByText('Interpersonal skills')).toBeTruthy();
    expect(screen.getAllByText(messages.markingCritical)).toHaveLength(1);
    const anchors = screen.getByRole('list', { name: messages.markingAnchorsLabel });
    expect(
      within(anchors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 — Not checked', '1 — Checked after prescribing', '2 — Checked first']);
    // The boxes are described by the anchors, so a screen reader hears them while ticking.
    const [boxes] = screen.getAllByRole('group');
    const described = document.getElementById(boxes!.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('2 — Checked first');
    expect(described?.textContent).toContain('Insulin given blind can cause severe hypoglycaemia.');
    expect(screen.getByText(messages.globalDescriptorsTitle)).toBeTruthy();
    expect(screen.getByText('Safe but slow.')).toBeTruthy();
  });

  it('shows none of these for a version 1 guide', () => {
    render(<Marking />);
    expect(screen.queryByText(messages.markingCritical)).toBeNull();
    expect(screen.queryByRole('list', { name: messages.markingAnchorsLabel })).toBeNull();
    expect(screen.queryByText(messages.globalDescriptorsTitle)).toBeNull();
    expect(screen.getAllByRole('group')[0]!.hasAttribute('aria-describedby')).toBe(false);
  });
});
