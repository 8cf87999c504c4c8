import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><meta name="application-name" content="__BRAND_NAME__"><title>__BRAND_NAME__</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({
    catalogue: false,
    webDistDir: webDist,
    env: { BRAND_NAME: 'Ward Round <Pro>' },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it("answers the app's routes with the app, branded and escaped", async () => {
    for (const url of ['/', '/blog/some-post', '/contact?x=1', '/station/12', '/login/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Ward Round &#60;Pro&#62;</title>');
      expect(res.body).not.toContain('__BRAND_NAME__');
    }
  });

  it("answers a content page that exists with 200, in the current market's version", async () => {
    await t.database.db.insert(pages).values({ slug: 'study-tips-2', title: 'Study tips' });
    const res = await t.app.inject({ method: 'GET', url: '/study-tips' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("answers paths that match no route and no page with 404 and the app's not-found page", async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/blog/a/b', '/station', '/Study']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Ward Round &#60;Pro&#62;</title>');
    }
  });

  it('answers unknown /api paths with 404 JSON, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/page/x'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('serves hashed assets for a year and a missing asset as a 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/images/missing.svg' })).statusCode).toBe(
      404,
    );
  });

  it('serves catalogue images from content/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/home-banner.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('sends security headers with a CSP that allows only our own origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the short REST header set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Host-wide and page-level headers come with the HTML documents, not every JSON answer.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('reports database reachability at /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
