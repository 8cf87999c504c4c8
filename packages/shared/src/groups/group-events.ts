// The realtime event map (docs/groups.md, 'API'; docs/architecture.md, 'Realtime'):
// one typed contract for the Socket.IO server and the browser. Every message a member sends is
// checked against these schemas at the edge and answered through its acknowledgement, so a
// refused message is reported to its sender and changes nothing. The spec's event names are kept.
import { z } from 'zod';
import { recordId } from '../schemas/id.ts';
import { stationTimingSchema } from '../stations/timing.ts';
import { EXAMINER_NOTES_MAX, type GroupNotice, type GroupSessionState } from './group-session.ts';

const id = recordId();
const runId = z.string().min(1).max(64);

/** `{questionId}_{index}` boxes: bounded, so a hostile client cannot grow the shared state. */
const tickedSchema = z
  .array(z.string().regex(/^\d{1,10}_\d{1,3}$/))
  .max(500)
  .transform((list) => [...new Set(list)]);

export const groupRoleSchema = z.enum(['candidate-2', 'examiner', 'patient', 'observer']);

/** The messages a member sends, each with its payload schema. */
export const clientMessageSchemas = {
  'change-role': z.object({ role: z.union([groupRoleSchema, z.literal('candidate')]) }),
  'clear-role': z.object({}),
  'suggest-station': z.object({ station_id: id }),
  'suggest-playlist': z.object({ playlist_id: id }),
  'set-station': z.object({ station_id: id, timing: stationTimingSchema.optional() }),
  'start-playlist': z.object({
    playlist_id: id,
    /** The member whose playlist it is: the examiner's own, or a suggester's. */
    owner: id.optional(),
    timing: stationTimingSchema.optional(),
  }),
  'next-item': z.object({}),
  repeat: z.object({}),
  'request-station': z.object({}),
  ready: z.object({ run_id: runId }),
  remove: z.object({ uid: id }),
  attach: z.object({ uid: id.nullable() }),
  'examiner-left': z.object({}),
  'close-station': z.object({}),
  leave: z.object({}),
  start: z.object({}),
  pause: z.object({}),
  resume: z.object({}),
  skip: z.object({}),
  back: z.object({}),
  'confirm-end': z.object({}),
  finish: z.object({}),
  'return-to-feedback': z.object({}),
  reset: z.object({}),
  'set-timing': z.object({ timing: stationTimingSchema }),
  'update-marking': z.object({
    ticked: tickedSchema,
    global_score: z.int().min(0).max(5).nullable(),
  }),
  'update-examiner-notes': z.object({
    text: z
      .string()
      .max(EXAMINER_NOTES_MAX)
      .refine((v) => !v.includes('\u0000')),
  }),
  /** The group candidate's own Notes, kept with the run so the recorded mark has them. */
  'update-candidate-notes': z.object({
    text: z
      .string()
      .max(EXAMINER_NOTES_MAX)
      .refine((v) => !v.includes('\u0000')),
  }),
} as const;

export type ClientMessage = keyof typeof clientMessageSchemas;
export const CLIENT_MESSAGES = Object.keys(clientMessageSchemas) as ClientMessage[];
export type ClientPayload<M extends ClientMessage> = z.input<(typeof clientMessageSchemas)[M]>;

/** The station commands, which only the examiner sends. */
export const STATION_COMMAND_MESSAGES = [
  'start',
  'pause',
  'resume',
  'skip',
  'back',
  'confirm-end',
  'finish',
  'return-to-feedback',
  'reset',
  'set-timing',
] as const satisfies readonly ClientMessage[];

/** Every acknowledgement: done, or refused with the spec's (or our) message. */
export type Ack = { ok: true } | { ok: false; message: string };

/** The session as a member receives it, with the server's time of sending (clock checks). */
export interface GroupSnapshot extends GroupSessionState {
  serverNow: number;
}

/** A notice addressed to this member (the server picks who gets each). */
export type GroupNoticeMessage = Omit<GroupNotice, 'to'> & { mine: boolean };

export interface ServerToClientEvents {
  snapshot: (snapshot: GroupSnapshot) => void;
  notice: (notice: GroupNoticeMessage) => void;
  /** The handshake or the group join was refused (not a member, no access, signed out). */
  refused: (reason: { message: string; status: 401 | 403 | 404 }) => void;
}

export interface ClientToServerEvents {
  /** Enter the group's room: answered with the snapshot. */
  join: (payload: { group_id: number }, ack: (answer: Ack) => void) => void;
  /** Clock check: the server's time now, for the client's offset (several, least delay kept). */
  time: (ack: (serverNow: number) => void) => void;
  message: (payload: { type: ClientMessage; data?: unknown }, ack: (answer: Ack) => void) => void;
}
