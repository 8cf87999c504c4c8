// @vitest-environment happy-dom
// The station's tabs: each tab named as the member knows it, a click or the arrow keys choose
// another, and the panel is the chosen tab's.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATION_TAB_LABELS, type StationTab } from '@osce/shared/stations/roles';
import '../../../test/dom';
import { StationTabs } from './station-tabs';

const TABS: StationTab[] = ['stem', 'marking_guide', 'notes'];

function Tabs() {
  const [active, setActive] = useState<StationTab>('stem');
  return (
    <StationTabs tabs={TABS} active={active} onChange={setActive}>
      <p>Content of {STATION_TAB_LABELS[active]}</p>
    </StationTabs>
  );
}

function selected(): string[] {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent ?? '');
}

describe('StationTabs', () => {
  it('names each tab shown and opens the one clicked', async () => {
    render(<Tabs />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Stem',
      'Marking Guide',
      'Notes',
    ]);
    expect(selected()).toEqual(['Stem']);

    await user.click(screen.getByRole('tab', { name: 'Marking Guide' }));

    expect(selected()).toEqual(['Marking Guide']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Content of Marking Guide');
  });

  it('moves with the arrow keys, Home and End, wrapping round, and keeps focus on the chosen tab', async () => {
    render(<Tabs />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Stem' }));

    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Notes']);
    expect(document.activeElement?.textContent).toBe('Notes');

    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Stem']);

    await user.keyboard('{End}');
    expect(selected()).toEqual(['Notes']);
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['Stem']);
    // Only the chosen tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
