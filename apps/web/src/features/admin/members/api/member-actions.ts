// The writes of the member page (docs/admin.md, 'Members and money'): each a POST that the server
// audits, after which the member and the list are fetched again. Errors are the caller's to show
// in place, with the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRole } from '@osce/shared/admin/roles';
import { messages } from '@osce/shared/messages';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { ADMIN_MEMBERS_KEY } from './get-members';

export type MemberAction =
  | { kind: 'grant'; subscription_type_id: number; reason: string }
  | { kind: 'refund'; subscription_id: number; reason: string }
  | { kind: 'logout' }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'reset-password' }
  | { kind: 'role'; role: UserRole }
  | { kind: 'second-factor-reset' }
  | { kind: 'erase'; confirm: string };

/** The call an action makes: its path and body. */
export function actionRequest(
  memberId: number,
  action: MemberAction,
): { path: string; body: unknown } {
  const member = `/admin/members/${memberId}`;
  switch (action.kind) {
    case 'grant':
      return {
        path: `${member}/subscriptions`,
        body: { subscription_type_id: action.subscription_type_id, reason: action.reason },
      };
    case 'refund':
      return {
        path: `/admin/subscriptions/${action.subscription_id}/refund`,
        body: { reason: action.reason },
      };
    case 'role':
      return { path: `${member}/role`, body: { role: action.role } };
    case 'erase':
      return { path: `${member}/erase`, body: { confirm: action.confirm } };
    case 'second-factor-reset':
      return { path: `${member}/second-factor/reset`, body: {} };
    default:
      return { path: `${member}/${action.kind}`, body: {} };
  }
}

/** What staff are told when an action worked, if the answer does not say. */
export const ACTION_DONE: Record<MemberAction['kind'], string> = {
  grant: messages.adminGranted,
  refund: messages.adminRefunded,
  logout: messages.adminSessionsEnded,
  disable: messages.adminMemberDisabled,
  enable: messages.adminMemberEnabled,
  'reset-password': messages.adminResetSent,
  role: messages.adminRoleSet,
  'second-factor-reset': messages.secondFactorReset,
  erase: messages.adminErased,
};

/** The server's own words for what it did, else ACTION_DONE's. */
export function doneMessage(action: MemberAction, answer: unknown): string {
  const said =
    answer !== null && typeof answer === 'object'
      ? (answer as { message?: unknown }).message
      : null;
  return typeof said === 'string' && said ? said : ACTION_DONE[action.kind];
}

export function useMemberAction(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) => {
      const { path, body } = actionRequest(memberId, action);
      return apiPost<unknown>(path, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERS_KEY }),
  });
}

/** GET /api/admin/members/{id}/export, saved as a JSON file. */
export async function downloadMemberExport(memberId: number): Promise<void> {
  const data = await apiGet<unknown>(`/admin/members/${memberId}/export`);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `member-${memberId}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
