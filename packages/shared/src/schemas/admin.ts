// The back office's calls (docs/admin.md): the parts every section shares. Each section's own
// bodies and answers sit beside these as the section is built.
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../admin/audit.ts';
import { ADMIN_CAPABILITIES, USER_ROLES } from '../admin/roles.ts';
import { messages } from '../messages.ts';
import { safeText } from './text.ts';

/** A reason staff give for a write that concerns a member (a grant, a refund): kept in the audit. */
export const adminReason = safeText({ required: messages.adminReasonRequired, max: 500 });

/** GET /api/admin/me: who is at the console and what their role opens. */
export const adminMeSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  capabilities: z.array(z.enum(ADMIN_CAPABILITIES)),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

/** GET /api/admin/audit query. `actor` is a username; `before` the id to page on from. */
export const auditQuerySchema = z.object({
  actor: safeText({ max: 100 }).optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: messages.invalidInput }).optional(),
  entity_id: safeText({ max: 100 }).optional(),
  member_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: messages.invalidInput })
    .transform(Number)
    .optional(),
  before: z
    .string()
    .regex(/^[1-9]\d{0,18}$/, { error: messages.invalidInput })
    .transform(Number)
    .optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().nullable(),
  member_id: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;

export const auditAnswerSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null when this page is the last. */
  next_before: z.number().nullable(),
});
