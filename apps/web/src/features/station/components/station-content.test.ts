import { describe, expect, it } from 'vitest';
import { visibleTabs } from '@osce/shared/stations/roles';
import { shownTab } from './station-content';

describe('the tab on screen', () => {
  it('keeps the chosen tab while it is visible', () => {
    const tabs = visibleTabs('candidate-1', 'feedback');
    expect(shownTab(tabs, 'questions', 'candidate-1')).toBe('questions');
  });

  it('falls back to the role’s default tab when the chosen one is hidden', () => {
    // Show Less Content in reading time hides the marking guide the candidate was reading.
    const tabs = visibleTabs('candidate-1', 'reading', false);
    expect(shownTab(tabs, 'marking_guide', 'candidate-1')).toBe('stem');
  });
});
