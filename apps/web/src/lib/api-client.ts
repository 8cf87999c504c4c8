// The one fetch wrapper of the web app: JSON in and out under /api, the stored token as a bearer
// header, the shared handling of authenticated calls (docs/architecture.md, 'API conventions'), and a
// typed error that carries the server's status, message and per-field texts so forms can show them
// where they belong.
import type { ApiError as ApiErrorBody } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { getToken, setToken, setUpdateTerms } from '../stores/app-store';
import { readUpdateTerms } from './update-terms';

const NETWORK_ERROR = 'We could not reach the server. Please check your connection and try again.';
/** The `error` code of an answer the spec says to ignore silently. */
const TOKEN_EXPIRED = 'token_expired';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly fields: Record<string, string>;
  /** The server's machine-readable code, when it sent one ('unauthenticated', 'token_expired'). */
  readonly code: string | undefined;
  /**
   * Already dealt with by the client (a toast and a redirect) or to be ignored (token_expired):
   * no caller shows it.
   */
  readonly silent: boolean;
  /** The whole answer, for refusals that carry more than a message (login's show_forgot_password). */
  readonly body: unknown;

  constructor(status: number, body: Partial<ApiErrorBody> | null, silent = false) {
    super(body?.message || (status === 404 ? messages.notFound : messages.serverError));
    this.name = 'ApiError';
    this.status = status;
    this.errors = Array.isArray(body?.errors) ? body.errors : [];
    this.fields = body?.fields && typeof body.fields === 'object' ? body.fields : {};
    this.code = typeof body?.error === 'string' ? body.error : undefined;
    this.silent = silent;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Whether an error is one no screen should show (see ApiError.silent). */
export function isSilentError(error: unknown): boolean {
  return isApiError(error) && error.silent;
}

// ---------------------------------------------------------------------------------------------
// Seams: how the client tells the user and moves them. The app wires a toast and the router's
// navigate at start (app/api-client-setup.ts); tests pass fakes.

export type NotifyKind = 'error' | 'warning' | 'info' | 'success';

export interface ApiClientSeams {
  notify: (kind: NotifyKind, text: string) => void;
  navigate: (path: string) => void;
}

const defaultSeams: ApiClientSeams = {
  notify: () => {},
  navigate: (path) => window.location.assign(path),
};
let seams: ApiClientSeams = defaultSeams;

/** Sets the toast and navigation the client uses for 401 and 403; once, when the app starts. */
export function configureApiClient(next: Partial<ApiClientSeams>): void {
  seams = { ...seams, ...next };
}

/** Back to the defaults (tests). */
export function resetApiClient(): void {
  seams = defaultSeams;
}

// ---------------------------------------------------------------------------------------------

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The featured-stations call: a 403 (no current subscription) resolves as an empty list instead
   * of sending the member to /subscriptions (docs/architecture.md, 'API conventions').
   */
  forbiddenAsEmptyList?: boolean;
  /**
   * Leave a 401 or 403 to the caller instead of the shared handling: login (a refused password is a
   * 401 even when an old token is still stored) and logout (an expired session is logged out all
   * the same, without a credentials-expired toast).
   */
  skipSessionHandling?: boolean;
  /**
   * 403 answers with one of these messages are the caller's to show, not a missing subscription:
   * a trial member opening a paid station is told so where they are (docs/study.md, 'Who may do what').
   */
  forbiddenMessages?: readonly string[];
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

function errorCode(body: unknown): unknown {
  return body !== null && typeof body === 'object'
    ? (body as { error?: unknown }).error
    : undefined;
}

/** Calls `/api{path}` and resolves with the parsed JSON body, or rejects with an ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, 'json');
}

/**
 * GET `/api{path}` for a file (a station's artefact image, docs/station-run.md, 'Version 2 stations
 * on the station screen'): the same bearer token and session handling, resolving with its bytes.
 */
export function apiGetBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return send<Blob>(path, { signal }, 'blob');
}

async function send<T>(path: string, options: RequestOptions, as: 'json' | 'blob'): Promise<T> {
  const headers: Record<string, string> = { Accept: as === 'json' ? 'application/json' : '*/*' };
  // A FormData body (the avatar upload) goes as multipart: the browser writes its Content-Type with
  // the boundary. Anything else goes as JSON.
  const payload =
    options.body === undefined || options.body instanceof FormData
      ? options.body
      : JSON.stringify(options.body);
  if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    // An aborted query is not an error worth showing; let TanStack Query see the abort as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: NETWORK_ERROR });
  }
  if (as === 'blob' && response.ok) {
    const terms = readUpdateTerms(response.headers, null);
    if (terms !== null) setUpdateTerms(terms);
    return (await response.blob()) as T;
  }
  const body = await readJson(response);
  const updateTerms = readUpdateTerms(response.headers, body);
  if (updateTerms !== null) setUpdateTerms(updateTerms);
  if (response.ok) return body as T;
  const errorBody = body as Partial<ApiErrorBody> | null;

  // The order matters: a token_expired answer is ignored whatever its status, and keeps the token.
  if (errorCode(body) === TOKEN_EXPIRED) throw new ApiError(response.status, errorBody, true);
  if (options.skipSessionHandling) throw new ApiError(response.status, errorBody);
  // The shared handling is for authenticated calls only: a visitor's call (or a login refused with
  // 401) is left to its caller.
  if (token && response.status === 401) {
    endExpiredSession();
    throw new ApiError(401, errorBody, true);
  }
  if (token && response.status === 403) {
    if (options.forbiddenAsEmptyList) return [] as T;
    // The back office's refusals are about a staff role, never a subscription: the console shows
    // them where they happen (docs/admin.md, 'Staff and roles').
    if (path.startsWith('/admin/')) throw new ApiError(403, errorBody);
    if (errorBody?.message && options.forbiddenMessages?.includes(errorBody.message)) {
      throw new ApiError(403, errorBody);
    }
    seams.notify('warning', messages.purchaseNeeded);
    seams.navigate('/subscriptions');
    throw new ApiError(403, errorBody, true);
  }
  throw new ApiError(response.status, errorBody);
}

/**
 * The session is over on the server (signed out elsewhere, password changed): forget the token,
 * say so, go to login. For an API call's 401 and for the group socket's 401 alike
 * (docs/accounts.md, 'Sessions and the principal'), so a member signed out elsewhere leaves a live group at once.
 */
export function endExpiredSession(): void {
  if (getToken() === null) return;
  setToken(null);
  seams.notify('error', messages.credentialsExpired);
  seams.navigate('/login');
}

export function apiGet<T>(
  path: string,
  signal?: AbortSignal,
  options: Pick<
    RequestOptions,
    'forbiddenAsEmptyList' | 'skipSessionHandling' | 'forbiddenMessages'
  > = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, signal });
}

export function apiPost<T>(
  path: string,
  body: unknown,
  options: Pick<RequestOptions, 'skipSessionHandling'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}
