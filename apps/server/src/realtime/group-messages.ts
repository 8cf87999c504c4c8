// One member's message to their group, from a socket or from the /api/broadcast/* calls: checked
// against the shared schema, its stations and playlists looked up in the database, then applied by
// the live service. The answer is the acknowledgement the sender sees: done, or the spec's text of
// why not. Nothing is changed by a message that is refused.
import { randomUUID } from 'node:crypto';
import {
  clientMessageSchemas,
  STATION_COMMAND_MESSAGES,
  type Ack,
  type ClientMessage,
} from '@osce/shared/groups/group-events';
import type {
  Actor,
  GroupAction,
  GroupRefusal,
  GroupResult,
  GroupSessionState,
  GroupStation,
  SuggestedPlaylist,
} from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { DEFAULT_TIMING, type StationTiming } from '@osce/shared/stations/timing';
import type { PlaylistService } from '../modules/playlists/playlists.service.ts';
import type { StudyService } from '../modules/study/study.service.ts';
import type { GroupLive } from './group-live.service.ts';

const REFUSAL_TEXT: Record<GroupRefusal, string> = {
  'not-member': messages.groupNotMember,
  'role-taken': messages.groupRoleTaken,
  'examiner-only': messages.groupNotAllowed,
  'candidate-only': messages.groupCandidateOnly,
  'needs-examiner-station': messages.groupNeedsExaminerStation,
  'needs-examiner-playlist': messages.groupNeedsExaminerPlaylist,
  'station-in-progress': messages.groupStationInProgress,
  'no-station': messages.groupNoStation,
  'not-for-trial': messages.stationNotForTrial,
  'not-in-group': messages.groupCandidateNotInGroup,
  'playlist-empty': messages.groupPlaylistEmpty,
  'in-playlist': messages.groupClearRoleInPlaylist,
  'no-role': messages.chooseRoleFirst,
};

export function refusalText(result: Extract<GroupResult, { ok: false }>): string {
  return REFUSAL_TEXT[result.refusal].replace('{name}', result.takenBy ?? '');
}

const refused = (message: string): Ack => ({ ok: false, message });

export interface GroupMessageDeps {
  live: GroupLive;
  study: Pick<StudyService, 'stationCard' | 'preferredTiming' | 'startingTiming'>;
  playlists: Pick<PlaylistService, 'list'>;
}

/** Why a message's data was refused, in one line for the sender. */
function invalid(issues: { message: string }[]): Ack {
  return refused(messages.groupMessageInvalid.replace('{detail}', issues[0]?.message ?? 'invalid'));
}

export function createGroupMessages(deps: GroupMessageDeps) {
  const { live, study, playlists } = deps;

  /**
   * The timing a run is set with: the examiner's choice, or where the station starts for them
   * (docs/station-run.md, 'Timing a version 2 station'), or their preferred timing.
   */
  async function timingOf(
    uid: number,
    chosen: StationTiming | undefined,
    stationId: number | undefined,
  ): Promise<StationTiming> {
    if (chosen) return chosen;
    if (stationId !== undefined) return study.startingTiming(uid, stationId);
    const preferred = await study.preferredTiming(uid);
    return { ...DEFAULT_TIMING, ...preferred, disabled: false };
  }

  async function ownPlaylist(uid: number, playlistId: number) {
    const list = await playlists.list(uid);
    const found = list.find((p) => p.id === playlistId);
    if (!found) return null;
    const stations: GroupStation[] = found.items.map((item) => ({
      id: item.station.id,
      number: item.station.number,
      name: item.station.name,
      available_to_trial: item.station.available_to_trial,
    }));
    return { id: found.id, name: found.name, stations } satisfies SuggestedPlaylist['playlist'];
  }

  /** The action a message asks for, or the refusal of its data. */
  async function actionOf(
    actor: Actor,
    state: GroupSessionState | null,
    type: ClientMessage,
    data: unknown,
  ): Promise<GroupAction | Ack> {
    const parsed = clientMessageSchemas[type].safeParse(data ?? {});
    if (!parsed.success) return invalid(parsed.error.issues);
    const body = parsed.data as Record<string, unknown>;
    if ((STATION_COMMAND_MESSAGES as readonly string[]).includes(type)) {
      const command =
        type === 'set-timing'
          ? { type, timing: body.timing as StationTiming }
          : ({ type } as {
              type: Exclude<(typeof STATION_COMMAND_MESSAGES)[number], 'set-timing'>;
            });
      return type === 'reset'
        ? { type: 'station', command, runId: randomUUID() }
        : { type: 'station', command };
    }
    switch (type) {
      case 'change-role': {
        const role = body.role === 'candidate' ? 'candidate-2' : body.role;
        return { type: 'change-role', role: role as 'candidate-2' };
      }
      case 'suggest-station':
      case 'set-station': {
        const station = await study.stationCard(body.station_id as number);
        if (!station) return refused(messages.stationNotFound);
        if (type === 'suggest-station') return { type, station };
        const timing = await timingOf(
          actor.uid,
          body.timing as StationTiming | undefined,
          station.id,
        );
        return { type, station, timing, runId: randomUUID() };
      }
      case 'suggest-playlist': {
        const playlist = await ownPlaylist(actor.uid, body.playlist_id as number);
        return playlist ? { type, playlist } : refused(messages.playlistNotFound);
      }
      case 'start-playlist': {
        const owner = (body.owner as number | undefined) ?? actor.uid;
        const playlist =
          owner === actor.uid
            ? await ownPlaylist(actor.uid, body.playlist_id as number)
            : (state?.suggestedPlaylists.find(
                (s) => s.uid === owner && s.playlist.id === body.playlist_id,
              )?.playlist ?? null);
        if (!playlist) return refused(messages.playlistNotFound);
        const timing = await timingOf(
          actor.uid,
          body.timing as StationTiming | undefined,
          playlist.stations[0]?.id,
        );
        return { type, playlist, timing, runId: randomUUID() };
      }
      case 'next-item':
      case 'repeat':
        return { type, runId: randomUUID() };
      case 'update-marking':
        return {
          type,
          ticked: body.ticked as string[],
          globalScore: body.global_score as number | null,
        };
      case 'update-examiner-notes':
      case 'update-candidate-notes':
        return { type, text: body.text as string };
      case 'ready':
        return { type, runId: body.run_id as string };
      case 'attach':
        return { type, uid: body.uid as number | null };
      case 'remove':
        return { type, uid: body.uid as number };
      case 'clear-role':
      case 'examiner-left':
      case 'close-station':
      case 'leave':
        return { type };
      case 'request-station':
        // Answered by the caller with a snapshot: the server holds the station, not the examiner.
        return { ok: true };
      default:
        return refused(messages.groupMessageInvalid.replace('{detail}', 'unknown message'));
    }
  }

  return {
    /** Handles one message of `actor` to `groupId`. */
    async handle(groupId: number, actor: Actor, type: string, data: unknown): Promise<Ack> {
      if (!Object.hasOwn(clientMessageSchemas, type))
        return refused(messages.groupMessageInvalid.replace('{detail}', 'unknown message'));
      // Only a suggested playlist is read from the session; other messages need no extra read.
      const state = type === 'start-playlist' ? await live.read(groupId) : null;
      const action = await actionOf(actor, state, type as ClientMessage, data);
      if ('ok' in action) {
        if (action.ok && type === 'request-station') await live.settle(groupId);
        return action;
      }
      const result = await live.apply(groupId, actor, action);
      return result.ok ? { ok: true } : refused(refusalText(result));
    },
  };
}
