// Scenario 2: the JavaScript a first-time visitor's headless Chromium downloads for the home
// page.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import zlib from 'node:zlib';
import { CHROME_PATH, CHROME_FLAGS, GOALS, problems, run, deadline, kb, fmt } from './lib.mjs';

// ---------------------------------------------------------------------------------------------
// 2. Home page weight in headless Chromium

export async function pageWeight(url) {
  const { chromium } = await import('playwright-core');
  run.browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--headless', ...CHROME_FLAGS],
  });
  const context = await run.browser.newContext(); // fresh profile: empty cache, no cookies
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const read = (async () => {
      const request = response.request();
      const headers = await response.allHeaders();
      const contentType = headers['content-type'] ?? '';
      const isJs = request.resourceType() === 'script' || /javascript/i.test(contentType);
      const sizes = await request.sizes();
      const entry = {
        url: response.url(),
        isJs,
        status: response.status(),
        encoding: headers['content-encoding'] ?? 'identity',
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        encodedBody: sizes.responseBodySize,
        raw: 0,
        gzip: 0,
      };
      if (isJs) {
        const body = await response.body();
        entry.raw = body.length;
        entry.gzip = zlib.gzipSync(body, { level: 9 }).length;
      }
      return entry;
    })().catch((err) => ({ url: response.url(), failed: err.message }));
    // A response that never finishes (a stream) must not hold the bench up.
    pending.push(
      Promise.race([
        read,
        deadline(15_000).then(() => ({ url: response.url(), failed: 'not finished in 15 s' })),
      ]),
    );
  });
  const failedRequests = [];
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  const acceptEncoding = new Promise((resolve) => {
    page.once('request', (request) =>
      request.allHeaders().then((h) => resolve(h['accept-encoding'] ?? '')),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  const entries = await Promise.all(pending);
  const failed = entries.filter((e) => e.failed);
  for (const e of failed) problems.push(`page weight: could not read ${e.url}: ${e.failed}`);
  for (const e of entries.filter((x) => x.status >= 400))
    problems.push(`page load: ${e.status} for ${e.url}`);
  for (const f of failedRequests) problems.push(`page load: request failed ${f}`);
  const js = entries.filter((e) => !e.failed && e.isJs);
  const result = {
    acceptEncoding: await acceptEncoding,
    jsFiles: js.length,
    jsTransferred: js.reduce((s, e) => s + e.transferred, 0),
    jsEncodedBody: js.reduce((s, e) => s + e.encodedBody, 0),
    jsRaw: js.reduce((s, e) => s + e.raw, 0),
    jsGzip: js.reduce((s, e) => s + e.gzip, 0),
    allFiles: entries.length,
    allTransferred: entries.reduce((s, e) => s + (e.transferred ?? 0), 0),
    encodings: [...new Set(js.map((e) => e.encoding))].join(', '),
    largest: [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 5),
    // precompress.mjs skips files under 1 kB; anything bigger sent as is means no .br/.gz beside it.
    uncompressed: js.filter((e) => e.encoding === 'identity' && e.raw >= 1024).length,
    title: await page.title(),
  };
  await run.browser.close();
  run.browser = undefined;
  return result;
}

export function printPageWeight(w) {
  const ok = kb(w.jsGzip) <= GOALS.jsGzipKb;
  console.log(`\nHome page "${w.title}" (first visit, Accept-Encoding: ${w.acceptEncoding})`);
  console.log(
    `  JavaScript: ${w.jsFiles} files, ${fmt(kb(w.jsGzip), 1)} kB gzip -9 (goal <= ${GOALS.jsGzipKb} kB ${ok ? 'ok' : 'BELOW GOAL'}),` +
      ` ${fmt(kb(w.jsTransferred), 1)} kB transferred by Chromium (${w.encodings}; body ${fmt(kb(w.jsEncodedBody), 1)} kB + headers),` +
      ` ${fmt(kb(w.jsRaw), 1)} kB uncompressed`,
  );
  if (w.uncompressed) {
    console.log(
      `  NOTE: ${w.uncompressed} JavaScript files over 1 kB were sent uncompressed: is the build precompressed?`,
    );
  }
  console.log(
    `  Everything: ${w.allFiles} responses, ${fmt(kb(w.allTransferred), 1)} kB transferred`,
  );
  for (const e of w.largest) {
    console.log(
      `    ${fmt(kb(e.gzip), 1).padStart(7)} kB gzip  ${fmt(kb(e.raw), 1).padStart(7)} kB raw  ${new URL(e.url).pathname}`,
    );
  }
}
