// Serves the built web app, the catalogue's images and media, and the client-side routes:
// any GET that is not /api and not a file gets index.html, whose router shows the right page
// (or the not-found page). The status tells search engines and monitors which it is: 200 for a
// route of the app or an existing content page, 404 for anything else.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentPageSlug, matchesAppRoute } from '@osce/shared/app-routes';
import { contentSlug, CURRENT_COUNTRY } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';

const BRAND_PLACEHOLDER = /__BRAND_NAME__/g;

export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    webDistDir: string;
    contentDir: string;
    brand: string;
    /** Whether a content page exists under this API slug (the /{slug} route). */
    pageExists: (slug: string) => Promise<boolean>;
  },
): Promise<void> {
  const indexPath = path.join(opts.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath)
    ? fs.readFileSync(indexPath, 'utf8').replace(BRAND_PLACEHOLDER, escapeHtml(opts.brand))
    : null;
  if (!indexHtml) app.log.warn({ indexPath }, 'web app not built: run `npm run build`');

  if (fs.existsSync(opts.webDistDir)) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      // Our own Cache-Control below, not send's default max-age=0 (set after setHeaders in v9).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  for (const folder of ['images', 'media']) {
    const root = path.join(opts.contentDir, folder);
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/${folder}/`,
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  }

  const isAppPage = async (url: string): Promise<boolean> => {
    const pathname = url.split('?')[0] ?? '/';
    if (matchesAppRoute(pathname)) return true;
    const slug = contentPageSlug(pathname);
    // Content pages are shown in the current market's version, as the web app asks for them.
    return slug !== null && (await opts.pageExists(contentSlug(slug, CURRENT_COUNTRY)));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      // A missing file is a 404, not the app: a broken image must not receive HTML.
      !/^\/(assets|images|media)\//.test(url);
    if (!wantsPage) {
      return reply
        .status(404)
        .send({ success: false, message: messages.notFound, errors: [messages.notFound] });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet: run `npm run build`, then start again.');
    }
    const status = (await isAppPage(url)) ? 200 : 404;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
