// The Members API's shapes (packages/shared/src/schemas/admin-members.ts; docs/admin.md, 'Members
// and money'), plus what the Grant dialog reads of a plan.
export {
  ADMIN_MEMBER_STATUSES as MEMBER_STATUSES,
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMemberAnswer,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMembersAnswer,
  type AdminMemberStatus as MemberStatusFilter,
  type AdminPayment,
  type AdminSubscription,
  type MemberActionAnswer,
} from '@osce/shared/schemas/admin-members';

/** A plan staff may grant: the admin plan list's rows or the sign-up's public ones. */
export interface GrantablePlan {
  id: number;
  name: string;
  display_length?: string;
  length?: number;
}
