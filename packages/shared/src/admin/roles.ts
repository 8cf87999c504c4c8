// Who may do what in the back office (docs/admin.md, 'Staff and roles'). A user's role is one of
// USER_ROLES; every /api/admin route names the one capability it needs, and a role either has it or
// is refused with 403. The web console shows only the sections a role's capabilities open.

export const USER_ROLES = ['member', 'editor', 'support', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that may open /admin. */
export const STAFF_ROLES = ['editor', 'support', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ADMIN_CAPABILITIES = [
  /** The dashboard: counts and charts, no personal data. */
  'dashboard.read',
  /** Find members and read their account, subscriptions and payments. */
  'members.read',
  /** Grant a subscription, end a member's sessions, disable and enable, send a reset e-mail. */
  'members.manage',
  /** Set a user's role. */
  'members.role',
  /** Export everything held about a member; anonymise an account. */
  'members.data',
  /** Refund a payment through its gateway. */
  'payments.refund',
  /** Read, answer and close contact messages and station reports. */
  'messages.manage',
  /** Edit, create, import, retire and restore stations. */
  'stations.edit',
  /** Pages, blog posts, FAQs, testimonials, tutorial slides, terms drafts. */
  'content.edit',
  /** Publish a new version of the terms (members are asked to agree again). */
  'terms.publish',
  /** Plans, vouchers and promotions. */
  'prices.edit',
  /** Read the audit log. */
  'audit.read',
] as const;
export type AdminCapability = (typeof ADMIN_CAPABILITIES)[number];

const EDITOR: readonly AdminCapability[] = ['dashboard.read', 'stations.edit', 'content.edit'];
const SUPPORT: readonly AdminCapability[] = [
  'dashboard.read',
  'members.read',
  'members.manage',
  'messages.manage',
];

export const ROLE_CAPABILITIES: Record<UserRole, readonly AdminCapability[]> = {
  member: [],
  editor: EDITOR,
  support: SUPPORT,
  admin: ADMIN_CAPABILITIES,
};

export function isStaff(role: UserRole): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function can(role: UserRole, capability: AdminCapability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** How long a staff member's session lasts (a member's lasts 30 days). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
