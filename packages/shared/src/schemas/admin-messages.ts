// The back office's Messages section (docs/admin.md, 'Messages'): contact-form messages and station
// reports, their list, the reply and closing.
import { z } from 'zod';
import { inboxMessages } from '../admin/inbox-prices-messages.ts';
import { CONTACT_ISSUE_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';
import { objectBody, safeText } from './text.ts';

export const ADMIN_MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type AdminMessageStatus = (typeof ADMIN_MESSAGE_STATUSES)[number];

/** `contact`: the contact form (visitor or member); `station_report`: 'Report an issue'. */
export const ADMIN_MESSAGE_KINDS = ['contact', 'station_report'] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];

/** A page of the list holds this many, newest first. */
export const ADMIN_MESSAGES_PAGE_SIZE = 50;

const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, { error: messages.invalidInput })
  .transform(Number);

/** GET /api/admin/messages query. */
export const adminMessagesQuerySchema = z.object({
  status: z.enum(ADMIN_MESSAGE_STATUSES, { error: messages.invalidInput }).optional(),
  kind: z.enum(ADMIN_MESSAGE_KINDS, { error: messages.invalidInput }).optional(),
  page: pageParam.optional(),
});
export type AdminMessagesQuery = z.input<typeof adminMessagesQuerySchema>;

export const adminMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(ADMIN_MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  /** The signed-in sender; null for a visitor. */
  member_id: z.number().nullable(),
  /** The reported station's number (a station report), else null. */
  station_number: z.number().nullable(),
  /** The station's record id, for the member-facing station link. */
  station_id: z.number().nullable(),
  issue_type: z.enum(CONTACT_ISSUE_TYPES).nullable(),
  /** The form's enquiry line. */
  subject: z.string(),
  message: z.string(),
  status: z.enum(ADMIN_MESSAGE_STATUSES),
  created_at: z.string(),
  reply: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagesAnswerSchema = z.object({
  messages: z.array(adminMessageSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AdminMessagesAnswer = z.infer<typeof adminMessagesAnswerSchema>;

const replyFields = z.object({
  text: safeText({ required: inboxMessages.replyRequired, max: 10_000, multiLine: true }),
});

/** POST /api/admin/messages/{id}/reply body. */
export const adminMessageReplySchema = objectBody(replyFields);
export type AdminMessageReply = z.input<typeof replyFields>;

/** The answer of reply and close: the message as it now stands. */
export const adminMessageAnswerSchema = z.object({
  message: adminMessageSchema,
});
