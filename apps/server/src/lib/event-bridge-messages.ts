// What travels on the event channel between processes (lib/event-bridge.ts): each message is
// checked like any input, since during a rolling upgrade two versions share the channel.
import { z } from 'zod';
import {
  BROADCAST_EVENTS,
  type BroadcastEvent,
  type DomainEvents,
  type EventName,
} from './events.ts';

const userId = z.number().int().positive();

// During a rolling upgrade processes of two versions share the channel, so what arrives is checked
// like any input: an event this version does not know, or a payload of the wrong shape, is dropped.
const payloadSchemas = {
  'content.changed': z.object({ domain: z.enum(['content', 'billing', 'study']) }),
  'auth.session_revoked': z.object({ userId, tokenHash: z.string().min(1).max(200) }),
  'auth.user_sessions_revoked': z.object({
    userId,
    keepTokenHash: z.string().min(1).max(200).optional(),
  }),
  'auth.principal_changed': z.object({ userId }),
  'billing.entitlements_changed': z.object({ userId }),
  'study.member_records_changed': z.object({ userId }),
  'groups.membership_changed': z.object({ groupId: z.number().int().positive() }),
  'groups.changed': z.object({
    groupId: z.number().int().positive(),
    userId: z.number().int().positive().optional(),
  }),
  'playlists.changed': z.object({ userId: z.number().int().positive() }),
  'users.profile_changed': z.object({ userId: z.number().int().positive() }),
} satisfies { [K in BroadcastEvent]: z.ZodType<DomainEvents[K]> };

const envelopeSchema = z.object({
  origin: z.string().min(1).max(100),
  /** Set by processes that wait for acknowledgements (every one of this version). */
  id: z.string().min(1).max(100).optional(),
  event: z.string().max(100),
  payload: z.unknown(),
});

/** Larger messages are not ours (every payload is a few ids). */
const MAX_MESSAGE_BYTES = 16 * 1024;

export function isBroadcast(event: EventName): event is BroadcastEvent {
  return (BROADCAST_EVENTS as readonly EventName[]).includes(event);
}

/** A message from the channel as an event to dispatch, or null when it is not one. */
export function parseBridgeMessage(message: string): {
  origin: string;
  id?: string;
  event: BroadcastEvent;
  payload: DomainEvents[BroadcastEvent];
} | null {
  if (message.length > MAX_MESSAGE_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const { origin, id, event } = envelope.data;
  if (!Object.hasOwn(payloadSchemas, event)) return null;
  const payload = payloadSchemas[event as BroadcastEvent].safeParse(envelope.data.payload);
  if (!payload.success) return null;
  return { origin, id, event: event as BroadcastEvent, payload: payload.data };
}
