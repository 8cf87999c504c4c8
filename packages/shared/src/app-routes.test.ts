import { describe, expect, it } from 'vitest';
import { contentPageSlug, matchesAppRoute } from './app-routes.ts';

describe('the app route table', () => {
  it('matches fixed paths and one-segment parameters, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/blog/my-post',
      '/station/12',
      '/reset-password/abc',
    ]) {
      expect(matchesAppRoute(path), path).toBe(true);
    }
  });

  it('matches nothing else', () => {
    for (const path of ['/nope', '/blog/a/b', '/station', '/station/', '/Study', '/loginx']) {
      expect(matchesAppRoute(path), path).toBe(false);
    }
  });

  it('reads a content page slug from a one-segment path only', () => {
    expect(contentPageSlug('/study-tips')).toBe('study-tips');
    expect(contentPageSlug('/a/b')).toBeNull();
    expect(contentPageSlug('/Bad_Slug')).toBeNull();
  });
});
