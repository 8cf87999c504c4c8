// Back-office calls for journeys (docs/admin.md, 'Members and money'): the demo administrator's
// token, any back-office call, a role set on a member, and a member's id by username, all through
// the public API.
import type { UserRole } from '@osce/shared/admin/roles';

interface LoginAnswer {
  success: boolean;
  token: string | null;
  message: string;
  modal: string | null;
}

async function postLogin(baseURL: string, path: string, username: string, password: string) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, body: (await res.json()) as LoginAnswer };
}

/**
 * A session token for the demo administrator `admin`. When a session is open on another device
 * (another journey's browser), the login asks first; the answer is yes (/login-and-clear), as the
 * warning modal's Yes does.
 */
export async function adminToken(baseURL: string, adminPassword: string): Promise<string> {
  let answer = await postLogin(baseURL, '/login', 'admin', adminPassword);
  if (answer.body.modal === 'confirm_token_wipe') {
    answer = await postLogin(baseURL, '/login-and-clear', 'admin', adminPassword);
  }
  if (answer.status !== 200 || !answer.body.token) {
    throw new Error(`admin login: ${answer.status} ${answer.body.message}`);
  }
  return answer.body.token;
}

/** A back-office call with a staff token (`/pages` for /api/admin/pages); throws unless it is 2xx. */
export async function adminCall<T>(
  baseURL: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL}/api/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} /api/admin${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Gives a user a role (POST /api/admin/members/{id}/role); needs an admin's token. */
export async function setRole(
  baseURL: string,
  adminToken: string,
  userId: number,
  role: UserRole,
): Promise<void> {
  await adminCall(baseURL, adminToken, 'POST', `/members/${userId}/role`, { role });
}

/** The id of the member with exactly this username (case-insensitive), found by the search. */
export async function memberIdOf(
  baseURL: string,
  adminToken: string,
  username: string,
): Promise<number> {
  const answer = await adminCall<{ members: { id: number; username: string }[] }>(
    baseURL,
    adminToken,
    'GET',
    `/members?search=${encodeURIComponent(username)}`,
  );
  const found = answer.members.find((m) => m.username.toLowerCase() === username.toLowerCase());
  if (!found) throw new Error(`no member named ${username}`);
  return found.id;
}
