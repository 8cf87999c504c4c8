// @vitest-environment happy-dom
// The session summary under a group station's final step: every member reads who was the candidate
// and the mark; only the candidate reads the examiner's note for them.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupRunState } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { GroupSessionSummary } from './group-session-summary';

afterEach(cleanup);

function run(recorded: GroupRunState['recorded'], attached: number | null = 2): GroupRunState {
  return {
    runId: 'run-1',
    station: { id: 10, number: 1, name: 'Chest pain', available_to_trial: true },
    run: {
      phase: 'complete_3',
      timing: { reading: 1, station: 6, question: 2, feedback: 2, disabled: false },
      phaseEndsAt: null,
      pausedRemainingMs: null,
    },
    marking: { ticked: [], globalScore: null, examinerNotes: '' },
    attached,
    playlist: null,
    recorded,
  };
}

const summary = () => within(screen.getByRole('region', { name: messages.groupSummaryTitle }));
const BEN = { uid: 2, name: 'Ben Adu', mark: 54.5, examinerNotes: 'Ask about radiation.' };

describe('GroupSessionSummary', () => {
  it('shows the candidate their mark and the examiner’s note for them', () => {
    render(<GroupSessionSummary current={run(BEN)} candidateName="Ben Adu" uid={2} />);
    expect(summary().getByText('Ben Adu')).toBeTruthy();
    expect(summary().getByText('54.5 / 100', { exact: false })).toBeTruthy();
    expect(summary().getByText(messages.groupSummaryExaminerNote)).toBeTruthy();
    expect(summary().getByText('Ask about radiation.')).toBeTruthy();
  });

  it('shows the others the candidate and the mark, without any note', () => {
    render(
      <GroupSessionSummary
        current={run({ ...BEN, examinerNotes: '' })}
        candidateName="Ben Adu"
        uid={3}
      />,
    );
    expect(summary().getByText('Ben Adu')).toBeTruthy();
    expect(summary().queryByText(messages.groupSummaryExaminerNote)).toBeNull();
  });

  it('says the mark is awaited, or that nobody was marked', () => {
    render(<GroupSessionSummary current={run(null)} candidateName="Ben Adu" uid={3} />);
    expect(summary().getByText(messages.groupSummaryMarkPending)).toBeTruthy();
    cleanup();
    render(<GroupSessionSummary current={run(null, null)} candidateName={null} uid={3} />);
    expect(summary().getByText(messages.groupSummaryNoCandidate)).toBeTruthy();
  });
});
