// POST /user/upload_avatar (members, multipart field `avatar`) and GET /avatars/{file} (public:
// pictures are shown to other members and in group presence, from a path on the API host).
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_MB } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { avatarAnswerSchema } from '@osce/shared/schemas/api';
import { pathParam } from '@osce/shared/schemas/text';
import { fieldRefusal, HttpError } from '../../lib/http-error.ts';
import { HOUR_MS } from '../../plugins/rate-limit.ts';
import { parseAvatarFile } from './avatar-path.ts';
import type { AvatarService } from './avatar.service.ts';
import { signedIn } from './request-helpers.ts';

const MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
const tooLarge = () =>
  new HttpError(413, messages.avatarTooLarge.replace('{max}', String(AVATAR_MAX_MB)));
const missing = () => fieldRefusal('avatar', messages.avatarMissing);

// Decoding and re-encoding a picture is the most expensive thing a member can ask for.
const uploadLimit = {
  name: 'avatar-upload',
  perAddress: { max: 300, windowMs: HOUR_MS },
  perAccount: { max: 30, windowMs: HOUR_MS },
};

/**
 * Reads the upload's one file, named `avatar`, refusing anything else with a clear 4xx. Every part
 * is read, so a second file is refused (the `files` limit) rather than silently dropped.
 */
async function readAvatarFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'avatar') bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, messages.payloadTooLarge);
    }
    // A malformed multipart body (no boundary, a cut-off part, bad headers): the caller's fault.
    throw new HttpError(400, messages.badRequest);
  }
  if (!bytes || bytes.length === 0) throw missing();
  return bytes;
}

export function avatarUploadRoutes(service: AvatarService): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered here only, so no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: {
        fileSize: MAX_BYTES,
        files: 1,
        fields: 10,
        parts: 20,
        fieldNameSize: 100,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });

    app.post(
      '/user/upload_avatar',
      { schema: { response: { 200: avatarAnswerSchema } }, config: { rateLimit: uploadLimit } },
      async (request) => {
        const { id } = signedIn(request);
        const bytes = await readAvatarFile(request);
        const result = await service.upload(id, bytes);
        if (!result.ok) {
          if (result.reason === 'too_many_pixels') throw tooLarge();
          throw new HttpError(415, messages.avatarNotImage, { avatar: messages.avatarNotImage });
        }
        return { success: true as const, message: messages.avatarUpdated, avatar: result.path };
      },
    );
  };
}

const fileParams = z.object({ file: pathParam(100) });

/** An avatar's address names its version, so its answer never changes: cached for a year. */
export const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function avatarFileRoutes(service: AvatarService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/avatars/:file', { schema: { params: fileParams } }, async (request, reply) => {
      const named = parseAvatarFile(request.params.file);
      const avatar = named ? await service.find(named.userId, named.version) : null;
      if (!avatar) throw new HttpError(404, messages.notFound);
      return reply
        .type(avatar.contentType)
        .header('cache-control', AVATAR_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(avatar.image);
    });
  };
}
