// The ready member answers (lib/member-answer-cache.ts) on two server processes sharing one
// database and one Redis: a write made on one process shows in GET /api/user, /api/playlists and
// /api/groups on the other, though both keep those answers. The two processes are two apps in
// this test process (test/two-apps-on-redis.ts). Run on PostgreSQL with DATABASE_URL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlists } from '../../db/schema/index.ts';
import type { EventName } from '../../lib/events.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { heardBy, redisAvailable, useTwoAppsOnRedis } from '../../test/two-apps-on-redis.ts';
import { libraryStations } from '../playlists/playlists.test-support.ts';

const { t, second } = useTwoAppsOnRedis();

/** Resolves once the second process has heard `event` (from the first, through Redis). */
const heardOnSecond = (event: EventName) => heardBy(second(), event);

describe.skipIf(!redisAvailable)('ready member answers on two processes sharing Redis', () => {
  it('show a write made on one process on the other at once', async () => {
    const member = await memberWith(t(), 'paid');
    const [station] = await libraryStations(t(), 1);
    const onSecond = async (url: string) => {
      const response = await second().inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const onFirst = async (url: string, body: unknown) => {
      const response = await t().injectAs(member.token, jsonPost(url, body));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // The second process reads and keeps the member's answers.
    expect((await onSecond('/api/user')).tutorial_viewed).toBe(false);
    expect(await onSecond('/api/playlists')).toEqual([]);
    expect((await onSecond('/api/groups')).groups).toEqual([]);
    // A write no event announces is not seen there: the answers really are kept.
    await t()
      .database.db.insert(playlists)
      .values({ userId: member.id, name: 'Sneaked', position: 0 });
    expect(await onSecond('/api/playlists')).toEqual([]);
    await t().database.db.delete(playlists).where(eq(playlists.userId, member.id));

    let heard = heardOnSecond('users.profile_changed');
    await onFirst('/api/user/update_tutorial', { status: true });
    await heard;
    expect((await onSecond('/api/user')).tutorial_viewed).toBe(true);

    heard = heardOnSecond('playlists.changed');
    await onFirst('/api/playlists/create', { name: 'Shared', station_id: station!.id });
    await heard;
    expect(await onSecond('/api/playlists')).toMatchObject([{ name: 'Shared' }]);

    heard = heardOnSecond('groups.changed');
    const { group } = await onFirst('/api/groups/create', { nickname: 'First' });
    await heard;
    expect((await onSecond('/api/groups')).groups).toMatchObject([{ id: group.id }]);
    heard = heardOnSecond('groups.changed');
    await onFirst(`/api/groups/${group.id}/update`, { nickname: 'Second' });
    await heard;
    expect((await onSecond('/api/groups')).groups[0].nickname).toBe('Second');
  });
});
