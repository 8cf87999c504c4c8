import { describe, expect, it } from 'vitest';
import { footerItems, headerItems } from './nav-items';

describe('header items', () => {
  it('offers the logged-out entries of the spec', () => {
    expect(
      headerItems()
        .map((item) => item.label)
        .sort(),
    ).toEqual(['About', 'Home', 'Login', 'Subscribe', 'Trial'].sort());
  });

  it('links Trial to the free trial and Subscribe to the plans', () => {
    const byLabel = new Map(headerItems().map((item) => [item.label, item.to]));
    expect(byLabel.get('Trial')).toBe('/free-trial');
    expect(byLabel.get('Subscribe')).toBe('/subscription-plans');
  });
});

describe('footer items', () => {
  it('shows Subscribe and Trial to visitors', () => {
    const labels = footerItems(false).map((item) => item.label);
    expect(labels).toEqual(['Home', 'About', 'Blog', 'FAQs', 'Contact', 'Subscribe', 'Trial']);
  });

  it('hides Subscribe and Trial from members', () => {
    const labels = footerItems(true).map((item) => item.label);
    expect(labels).not.toContain('Subscribe');
    expect(labels).not.toContain('Trial');
  });
});
