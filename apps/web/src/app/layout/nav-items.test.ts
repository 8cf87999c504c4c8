import { describe, expect, it } from 'vitest';
import { footerItems, headerItems, showsGroupEntry } from './nav-items';

describe('header items', () => {
  it('offers the logged-out entries of the spec', () => {
    expect(
      headerItems(false)
        .map((item) => item.label)
        .sort(),
    ).toEqual(['About', 'Home', 'Login', 'Subscribe', 'Trial'].sort());
  });

  it('links Trial to the free trial and Subscribe to the plans', () => {
    const byLabel = new Map(headerItems(false).map((item) => [item.label, item.to]));
    expect(byLabel.get('Trial')).toBe('/free-trial');
    expect(byLabel.get('Subscribe')).toBe('/subscription-plans');
  });

  it('offers members the logged-in entries of the spec, and none of the visitor ones', () => {
    const items = headerItems(true);
    expect(items.map((item) => [item.label, item.to]).sort()).toEqual(
      [
        ['Contact', '/contact'],
        ['Logout', '/logout'],
        ['My Stats', '/stats'],
        ['Profile', '/profile'],
        ['Study', '/study'],
      ].sort(),
    );
  });

  it("puts Study Groups, Account Settings and Manage Subscriptions under a member's Profile", () => {
    const profile = headerItems(true).find((item) => item.label === 'Profile');
    expect(profile?.children?.map((item) => [item.label, item.to])).toEqual([
      ['Study Groups', '/study-groups'],
      ['Account Settings', '/settings'],
      ['Manage Subscriptions', '/subscriptions'],
    ]);
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

describe('showsGroupEntry', () => {
  it('shows the Group Study entry in a group, away from the pages that show the group', () => {
    expect(showsGroupEntry('/stats', true)).toBe(true);
    expect(showsGroupEntry('/settings', true)).toBe(true);
    expect(showsGroupEntry('/', true)).toBe(true);
    for (const path of [
      '/profile',
      '/study-groups',
      '/study',
      '/search',
      '/station/12',
      '/study/',
    ]) {
      expect(showsGroupEntry(path, true), path).toBe(false);
    }
    expect(showsGroupEntry('/stats', false)).toBe(false);
  });
});
