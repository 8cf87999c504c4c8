// A member's playlists (docs/progress.md): create, add, remove, reorder,
// rename, delete. Every write is one transaction holding the member's lock (see lockMember), and
// every refusal is decided before anything is written, so a refused call changes nothing. Each
// call answers the member's whole list as it stands after the call. Playlists are private, but
// every process may keep the member's list ready (GET /playlists), so each write that changes it
// announces `playlists.changed` after it commits.
import { PLAYLIST_LIMITS, type Playlist } from '@osce/shared/schemas/playlists';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import type { Db } from '../../db/client.ts';
import { afterCommit, withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MemberAnswerCache } from '../../lib/member-answer-cache.ts';
import { createPlaylistRepository } from './playlists.repository.ts';

type Repo = ReturnType<typeof createPlaylistRepository>;

export type PlaylistRefusal =
  | {
      ok: false;
      reason:
        | 'playlist_not_found'
        | 'item_not_found'
        | 'station_not_found'
        | 'not_for_trial'
        | 'too_many'
        | 'full'
        | 'reorder_mismatch';
    }
  | { ok: false; reason: 'already_there'; number: number };

export type PlaylistResult = { ok: true; playlists: Playlist[] } | PlaylistRefusal;

export type PlaylistService = ReturnType<typeof createPlaylistService>;

const refused = (reason: Exclude<PlaylistRefusal['reason'], 'already_there'>): PlaylistRefusal => ({
  ok: false,
  reason,
});

/** Whether `sent` is `expected` in some order: each id once, none missing, none extra. */
function isPermutation(sent: readonly number[], expected: readonly number[]): boolean {
  const wanted = new Set(expected);
  return (
    sent.length === expected.length &&
    new Set(sent).size === sent.length &&
    sent.every((id) => wanted.has(id))
  );
}

async function listOf(repo: Repo, userId: number): Promise<Playlist[]> {
  const rows = await repo.playlistsOf(userId);
  const items = await repo.itemsOf(userId);
  const byPlaylist = new Map<number, Playlist>(
    rows.map((p) => [p.id, { id: p.id, name: p.name, items: [] }]),
  );
  for (const item of items) {
    byPlaylist.get(item.playlistId)?.items.push({
      id: item.id,
      station: {
        id: item.station.id,
        number: item.station.number,
        name: item.station.name,
        available_to_trial: item.station.availableToTrial,
      },
    });
  }
  return [...byPlaylist.values()];
}

export function createPlaylistService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  /** GET /playlists' ready answers (lib/member-answer-cache.ts), cleared by playlists.module.ts. */
  answers?: MemberAnswerCache<string>;
}) {
  const { db, clock, events, answers } = deps;

  /** One write: the member locked, the work's checks then writes, the list answered. */
  function write(
    userId: number,
    work: (repo: Repo, now: Date) => Promise<PlaylistRefusal | void>,
  ): Promise<PlaylistResult> {
    return withTransaction(db, async (tx) => {
      const repo = createPlaylistRepository(tx);
      await repo.lockMember(userId);
      const refusal = await work(repo, clock.now());
      if (refusal) return refusal;
      afterCommit(tx, () => events.emit('playlists.changed', { userId }));
      return { ok: true as const, playlists: await listOf(repo, userId) };
    });
  }

  /** A station the member may put in a playlist: in the library, and theirs to use. */
  async function usableStation(
    repo: Repo,
    access: StudyAccess,
    stationId: number,
  ): Promise<{ ok: true; id: number; number: number } | PlaylistRefusal> {
    const station = await repo.station(stationId);
    if (!station) return refused('station_not_found');
    if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
      return refused('not_for_trial');
    }
    return { ok: true, id: station.id, number: station.number };
  }

  const list = (userId: number) => listOf(createPlaylistRepository(db), userId);

  const buildJson = async (userId: number) => ({ value: JSON.stringify(await list(userId)) });

  return {
    /** The member's list. */
    list,

    /** GET /playlists, serialised and kept per member between their writes (no query when warm). */
    listJson(userId: number): string | Promise<string> {
      if (!answers) return buildJson(userId).then((b) => b.value);
      return answers.peek(userId, 'list') ?? answers.get(userId, 'list', () => buildJson(userId));
    },

    /**
     * POST /playlists/create: a playlist, last in the member's order, holding the station. An
     * empty name is ignored (docs/progress.md, 'Validation'): nothing is made and the list is answered as it is.
     */
    async create(
      userId: number,
      access: StudyAccess,
      input: { name?: string | null; station_id: number },
    ): Promise<PlaylistResult> {
      const name = input.name;
      if (!name) return { ok: true, playlists: await list(userId) };
      return write(userId, async (repo, now) => {
        const station = await usableStation(repo, access, input.station_id);
        if (!station.ok) return station;
        if ((await repo.playlistCount(userId)) >= PLAYLIST_LIMITS.playlists) {
          return refused('too_many');
        }
        const playlistId = await repo.insertPlaylist(userId, name, now);
        await repo.insertItem(playlistId, station.id, now);
      });
    },

    /** POST /playlists/add: the station at the end of one of the member's playlists. */
    add(userId: number, access: StudyAccess, input: { playlist_id: number; station_id: number }) {
      return write(userId, async (repo, now) => {
        if (!(await repo.owns(userId, input.playlist_id))) return refused('playlist_not_found');
        const station = await usableStation(repo, access, input.station_id);
        if (!station.ok) return station;
        if (await repo.holds(input.playlist_id, station.id)) {
          return { ok: false, reason: 'already_there', number: station.number };
        }
        if ((await repo.liveItemCount(input.playlist_id)) >= PLAYLIST_LIMITS.items) {
          return refused('full');
        }
        await repo.insertItem(input.playlist_id, station.id, now);
        await repo.touch(input.playlist_id, now);
      });
    },

    /** POST /playlists/delete. */
    remove(userId: number, playlistId: number) {
      return write(userId, async (repo) => {
        if (!(await repo.deletePlaylist(userId, playlistId))) return refused('playlist_not_found');
      });
    },

    /** POST /playlists/remove_item. */
    removeItem(userId: number, itemId: number) {
      return write(userId, async (repo, now) => {
        const playlistId = await repo.deleteItem(userId, itemId);
        if (playlistId === null) return refused('item_not_found');
        await repo.touch(playlistId, now);
      });
    },

    /**
     * POST /playlists/reorder: every one of the member's playlists, in the new order. A list that
     * is not exactly theirs (one made or deleted meanwhile, in another tab) is refused rather than
     * guessed at; one naming none of theirs is about someone else's.
     */
    reorder(userId: number, ids: number[]) {
      return write(userId, async (repo) => {
        const own = (await repo.playlistsOf(userId)).map((p) => p.id);
        if (!ids.some((id) => own.includes(id))) return refused('playlist_not_found');
        if (!isPermutation(ids, own)) return refused('reorder_mismatch');
        await repo.orderPlaylists(userId, ids);
      });
    },

    /**
     * POST /playlists/reorder_items: every shown item of one playlist, in the new order. Items of
     * retired stations (not shown, so not sent) keep their order after the shown ones.
     */
    reorderItems(userId: number, ids: number[]) {
      return write(userId, async (repo, now) => {
        const found = await repo.itemsAmong(userId, ids);
        if (!found.length) return refused('item_not_found');
        const playlistIds = new Set(found.map((item) => item.playlistId));
        const [playlistId] = playlistIds;
        if (playlistIds.size !== 1 || playlistId === undefined) return refused('reorder_mismatch');
        const order = await repo.itemOrder(playlistId);
        const shown = order.filter((item) => item.shown).map((item) => item.id);
        if (!isPermutation(ids, shown)) return refused('reorder_mismatch');
        const unseen = order.filter((item) => !item.shown).map((item) => item.id);
        await repo.orderItems(playlistId, [...ids, ...unseen]);
        await repo.touch(playlistId, now);
      });
    },

    /** POST /playlists/edit: a new name. */
    rename(userId: number, input: { playlist_id: number; name: string }) {
      return write(userId, async (repo, now) => {
        if (!(await repo.rename(userId, input.playlist_id, input.name, now))) {
          return refused('playlist_not_found');
        }
      });
    },
  };
}
