import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@osce/shared/app-routes';
import { routedPaths } from './route-table';

const byPath = (routes: { path: string; access: string }[]) =>
  Object.fromEntries(routes.map(({ path, access }) => [path, access]));

describe('the web route table and APP_ROUTES (packages/shared)', () => {
  it('routes every path the server knows, with the same access', () => {
    const routed = byPath(routedPaths());
    for (const route of APP_ROUTES) expect(routed[route.path], route.path).toBe(route.access);
  });

  it('knows no path the server would answer 404 for', () => {
    const shared = byPath([...APP_ROUTES]);
    for (const route of routedPaths()) expect(shared[route.path], route.path).toBe(route.access);
  });
});
