// The one fetch wrapper of the web app: JSON in and out under /api, and a typed error that carries
// the server's status, message and per-field texts so forms can show them where they belong.
import type { ApiError as ApiErrorBody } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';

const NETWORK_ERROR = 'We could not reach the server. Please check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly fields: Record<string, string>;

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    super(body?.message || (status === 404 ? messages.notFound : messages.serverError));
    this.name = 'ApiError';
    this.status = status;
    this.errors = Array.isArray(body?.errors) ? body.errors : [];
    this.fields = body?.fields && typeof body.fields === 'object' ? body.fields : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Calls `/api{path}` and resolves with the parsed JSON body, or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // An aborted query is not an error worth showing; let TanStack Query see the abort as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: NETWORK_ERROR });
  }
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, body as Partial<ApiErrorBody> | null);
  return body as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}
