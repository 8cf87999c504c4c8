// POST /user/upload_avatar and GET /avatars/{file}: pictures checked by content, re-encoded,
// bounded, stripped of metadata, stored in the database and served for good under a versioned URL.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_HEIGHT, AVATAR_MAX_MB, AVATAR_MAX_WIDTH } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { avatarAnswerSchema } from '@osce/shared/schemas/api';
import { userAvatars } from '../../db/schema/index.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipart, shareAGroup, type Part } from './users.test-support.ts';

const t = useTestApp({ catalogue: false });

const upload = (member: TestMember, parts: Part[]) =>
  t().injectAs(member.token, {
    method: 'POST',
    url: '/api/user/upload_avatar',
    ...multipart(parts),
  });
const avatarPart = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'avatar',
  filename,
  contentType,
  data,
});
const fetchFile = (url: string) => t().app.inject({ method: 'GET', url });
const storedRow = async (userId: number) =>
  (await t().database.db.select().from(userAvatars).where(eq(userAvatars.userId, userId)))[0];
const avatarCount = async () =>
  (await t().database.db.select({ n: count() }).from(userAvatars))[0]!.n;

function picture(width: number, height: number, colour = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

describe('POST /api/user/upload_avatar', () => {
  it('stores a photo upright, fitted in the box, as WebP without its metadata, and serves it', async () => {
    const member = await createMember(t());
    // A 1200 x 600 photo taken on its side (EXIF orientation 6: rotate 90 degrees to view).
    const photo = await picture(1200, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret-camera-owner' } })
      .toBuffer();
    expect(photo.includes('secret-camera-owner')).toBe(true);

    const res = await upload(member, [avatarPart(photo)]);
    expect(res.statusCode).toBe(200);
    const body = avatarAnswerSchema.parse(res.json());
    expect(body.message).toBe(messages.avatarUpdated);
    const row = (await storedRow(member.id))!;
    expect(body.avatar).toBe(`/api/avatars/${member.id}-${row.version}.webp`);
    expect(row.contentType).toBe('image/webp');

    // Upright it is 600 wide and 1200 high: fitted inside 500 x 400, never stretched.
    const stored = await sharp(Buffer.from(row.image)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(Buffer.from(row.image).includes('secret-camera-owner')).toBe(false);
    expect({ width: row.width, height: row.height }).toEqual({ width: 200, height: 400 });

    const served = await fetchFile(body.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(Buffer.from(row.image))).toBe(true);

    const me = await t().injectAs(member.token, { method: 'GET', url: '/api/user' });
    expect(me.json().avatar).toBe(body.avatar);
    const other = await createMember(t());
    await shareAGroup(t(), member.id, other.id);
    const card = await t().injectAs(other.token, {
      method: 'GET',
      url: `/api/user/find_by_id/${member.id}`,
    });
    expect(card.json().user.avatar).toBe(body.avatar);
  });

  it('takes PNG, WebP and GIF (one frame), and never enlarges a small picture', async () => {
    const member = await createMember(t());
    const wide = await picture(2000, 500).png().toBuffer();
    const small = await picture(120, 90).webp().toBuffer();
    const gif = await picture(300, 300).gif().toBuffer();
    const cases: [Buffer, string, { width: number; height: number }][] = [
      [wide, 'wide.png', { width: AVATAR_MAX_WIDTH, height: 125 }],
      [small, 'small.webp', { width: 120, height: 90 }],
      [gif, 'anim.gif', { width: 300, height: 300 }],
    ];
    for (const [data, filename, size] of cases) {
      const res = await upload(member, [avatarPart(data, filename, 'application/octet-stream')]);
      expect(res.statusCode, filename).toBe(200);
      const meta = await sharp(Buffer.from((await storedRow(member.id))!.image)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, filename).toEqual({
        format: 'webp',
        ...size,
      });
      expect(meta.width).toBeLessThanOrEqual(AVATAR_MAX_WIDTH);
      expect(meta.height).toBeLessThanOrEqual(AVATAR_MAX_HEIGHT);
    }
  });

  it('gives each upload a new address; the old one is gone', async () => {
    const member = await createMember(t());
    const first = (
      await upload(member, [avatarPart(await picture(50, 50).png().toBuffer())])
    ).json().avatar;
    const second = (
      await upload(member, [avatarPart(await picture(60, 60, '#ff0000').png().toBuffer())])
    ).json().avatar;
    expect(second).not.toBe(first);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(second)).statusCode).toBe(200);
    const rows = await t()
      .database.db.select({ n: count() })
      .from(userAvatars)
      .where(eq(userAvatars.userId, member.id));
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF picture, whatever it is called', async () => {
    const member = await createMember(t());
    const jpeg = await picture(100, 100).jpeg().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const tiff = await picture(20, 20).tiff().toBuffer();
    const fakes: [Buffer, string, string][] = [
      [Buffer.from('just some text, not a picture'), 'me.png', 'image/png'],
      [svg, 'me.svg', 'image/svg+xml'],
      [tiff, 'me.tiff', 'image/tiff'],
      [jpeg.subarray(0, 200), 'cut.jpg', 'image/jpeg'],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]),
        'x.jpg',
        'image/jpeg',
      ],
      [Buffer.from('%PDF-1.4\n%...'), 'doc.pdf', 'image/jpeg'],
    ];
    for (const [data, filename, type] of fakes) {
      const res = await upload(member, [avatarPart(data, filename, type)]);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json(), filename).toMatchObject({
        success: false,
        message: messages.avatarNotImage,
        fields: { avatar: messages.avatarNotImage },
      });
    }
    expect(await storedRow(member.id)).toBeUndefined();
  });

  it(`refuses a file over ${AVATAR_MAX_MB} MB, and a decompression bomb, storing nothing`, async () => {
    const member = await createMember(t());
    const tooLarge = messages.avatarTooLarge.replace('{max}', String(AVATAR_MAX_MB));
    const big = Buffer.concat([
      await picture(10, 10).jpeg().toBuffer(),
      Buffer.alloc(AVATAR_MAX_MB * 1024 * 1024 + 1, 0),
    ]);
    const res = await upload(member, [avatarPart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: tooLarge });

    // 100 megapixels of one colour: tiny as a PNG, 300 MB once decoded.
    const bomb = await picture(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await upload(member, [avatarPart(bomb, 'bomb.png', 'image/png')]);
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json().message).toBe(tooLarge);
    expect(await storedRow(member.id)).toBeUndefined();
  });

  it('asks for a picture when there is none, or it comes under another name', async () => {
    const member = await createMember(t());
    const png = await picture(10, 10).png().toBuffer();
    const answers = [
      await upload(member, [{ name: 'note', data: 'hello' }]),
      await upload(member, [avatarPart(png, 'x.png'), { name: 'x', data: 'y' }].slice(1)),
      await upload(member, [{ ...avatarPart(png, 'x.png'), name: 'picture' }]),
      await upload(member, [{ ...avatarPart(png, 'x.png'), name: 'ava\u0000tar' }]),
      await upload(member, [avatarPart(Buffer.alloc(0), 'empty.png')]),
      await t().injectAs(member.token, {
        method: 'POST',
        url: '/api/user/upload_avatar',
        headers: { 'content-type': 'application/json' },
        payload: '{"avatar":"data:image/png;base64,AAAA"}',
      }),
      await t().injectAs(member.token, { method: 'POST', url: '/api/user/upload_avatar' }),
    ];
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, String(i)).toBe(422);
      expect(res.json(), String(i)).toMatchObject({
        success: false,
        message: messages.avatarMissing,
        fields: { avatar: messages.avatarMissing },
      });
    }
    expect(await storedRow(member.id)).toBeUndefined();
  });

  it('answers malformed multipart bodies with a 4xx, never a 500', async () => {
    const member = await createMember(t());
    const png = await picture(10, 10).png().toBuffer();
    const good = multipart([avatarPart(png, 'x.png')]);
    const bodies: [number, { headers: Record<string, string>; payload: Buffer | string }][] = [
      [400, { headers: { 'content-type': 'multipart/form-data' }, payload: good.payload }],
      [
        400,
        {
          headers: { 'content-type': 'multipart/form-data; boundary=nope' },
          payload: good.payload,
        },
      ],
      [400, { headers: good.headers, payload: good.payload.subarray(0, good.payload.length - 40) }],
      [400, { headers: good.headers, payload: 'garbage\u0000\u0000' }],
      [422, { headers: good.headers, payload: '' }],
      // Two files where one is allowed: refused, not half taken.
      [413, multipart([avatarPart(png, 'a.png'), avatarPart(png, 'b.png')])],
      [413, multipart([{ ...avatarPart(png, 'a.png'), name: 'other' }, avatarPart(png, 'b.png')])],
      [413, multipart(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: 'x' })))],
    ];
    for (const [i, [status, body]] of bodies.entries()) {
      const res = await t().injectAs(member.token, {
        method: 'POST',
        url: '/api/user/upload_avatar',
        ...body,
      });
      expect(res.statusCode, String(i)).toBe(status);
      expect(res.json().success, String(i)).toBe(false);
    }
    expect(await storedRow(member.id)).toBeUndefined();
    // What is odd but harmless is taken: a NUL in the file name (never used), a long field
    // name beside the picture (cut short by the parser, then ignored).
    for (const parts of [
      [avatarPart(png, 'a\u0000.png')],
      [{ name: 'f'.repeat(5000), data: 'x' }, avatarPart(png, 'a.png')],
    ]) {
      expect((await upload(member, parts)).statusCode).toBe(200);
    }
  });

  it("stores the caller's picture only: B's token never changes A's", async () => {
    const a = await createMember(t());
    const b = await createMember(t());
    const aPath = (await upload(a, [avatarPart(await picture(30, 30).png().toBuffer())])).json()
      .avatar;
    const before = await storedRow(a.id);
    const res = await t().injectAs(b.token, {
      method: 'POST',
      url: `/api/user/upload_avatar?user_id=${a.id}`,
      ...multipart([
        avatarPart(await picture(40, 40).png().toBuffer()),
        { name: 'id', data: String(a.id) },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(new RegExp(`^/api/avatars/${b.id}-`));
    expect(await storedRow(a.id)).toEqual(before);
    expect((await fetchFile(aPath)).statusCode).toBe(200);
  });

  it('needs a member token to upload', async () => {
    const before = await avatarCount();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/user/upload_avatar',
      ...multipart([avatarPart(await picture(10, 10).png().toBuffer())]),
    });
    expect(res.statusCode).toBe(401);
    expect(await avatarCount()).toBe(before);
  });
});

describe('GET /api/avatars/{file}', () => {
  it('answers 404 for anything but a current avatar, with a 4xx for junk names', async () => {
    const member = await createMember(t());
    const path = (await upload(member, [avatarPart(await picture(10, 10).png().toBuffer())])).json()
      .avatar as string;
    const version = path.split('-').slice(1).join('-').replace('.webp', '');
    for (const url of [
      `/api/avatars/${member.id}-stale.webp`,
      `/api/avatars/999999-${version}.webp`,
      `/api/avatars/${member.id}-${version}.png`,
      `/api/avatars/${member.id}.webp`,
      `/api/avatars/0-${version}.webp`,
      `/api/avatars/99999999999-${version}.webp`,
      `/api/avatars/..%2F${member.id}-${version}.webp`,
    ]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    for (const url of [`/api/avatars/${member.id}-a%00.webp`, `/api/avatars/${'x'.repeat(500)}`]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
