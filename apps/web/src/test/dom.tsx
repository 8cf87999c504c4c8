// Component tests (Testing Library on happy-dom; each *.test.tsx starts with
// `// @vitest-environment happy-dom`): render inside the app's providers, and answer the API with
// a stubbed fetch that records every call, so a test asserts what the member sees and what was sent.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Stubs fetch for `/api/...`: `answer` gets each call and returns the status and JSON body.
 * Returns the calls made, in order.
 */
export function stubApi(answer: (call: ApiCall) => Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: String(url).replace(/^\/api/, ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null),
      };
      calls.push(call);
      const { status = 200, body } = await answer(call);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
