// Scenario 3: Lighthouse (mobile) on every public page.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import fs from 'node:fs';
import path from 'node:path';
import {
  root,
  CHROME_PATH,
  CHROME_FLAGS,
  LIGHTHOUSE_TIMEOUT_MS,
  LIGHTHOUSE_BUDGET_MS,
  LIGHTHOUSE_PAGES,
  GOALS,
  problems,
  run,
  deadline,
  startNode,
  tail,
  kb,
  fmt,
} from './lib.mjs';

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

export async function runLighthouse(url) {
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
  const out = path.join(run.tmp, `lighthouse${name}.json`);
  const log = path.join(run.tmp, `lighthouse${name}.log`);
  const proc = startNode(
    'lighthouse',
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${['--headless=new', ...CHROME_FLAGS].join(' ')}`,
      '--quiet',
      // The not-found page answers 404 (search engines read the status) and is measured all the same.
      '--ignore-status-code',
    ],
    { CHROME_PATH },
    log,
  );
  proc.stopping = true; // its exit is expected; the code is judged below
  const done = await Promise.race([proc.exited, deadline(LIGHTHOUSE_TIMEOUT_MS)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
    throw new Error(
      `Lighthouse did not finish within ${LIGHTHOUSE_TIMEOUT_MS / 1000} s\n${tail(log)}`,
    );
  }
  if (done.code !== 0 || !fs.existsSync(out)) {
    throw new Error(
      `Lighthouse exited with code ${done.code} (signal ${done.signal})\n${tail(log)}`,
    );
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (id) => {
    const s = report.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id) => report.audits[id]?.displayValue ?? 'n/a';
  const failedA11y = (report.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    jsTransferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    failedA11y,
    warnings: report.runWarnings ?? [],
  };
}

export function printLighthouse(lh) {
  const perfOk = lh.performance !== null && lh.performance >= GOALS.performance;
  const a11yOk = lh.accessibility !== null && lh.accessibility >= GOALS.accessibility;
  console.log(
    `  ${lh.page.padEnd(34)} performance ${fmt(lh.performance).padStart(3)} ${perfOk ? 'ok' : 'BELOW GOAL'},` +
      ` accessibility ${fmt(lh.accessibility).padStart(3)} ${a11yOk ? 'ok' : 'BELOW GOAL'},` +
      ` JS ${fmt(kb(lh.jsTransferred), 1)} kB in ${lh.jsFiles} files`,
  );
  console.log(
    `    ${Object.entries(lh.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (lh.failedA11y.length)
    console.log(`    failed accessibility audits: ${lh.failedA11y.join(', ')}`);
  for (const w of lh.warnings) console.log(`    warning: ${w}`);
}

/** The Lighthouse pages as paths on this server (the newest blog post's slug filled in). */
export async function lighthousePages(base) {
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const pages = [];
  for (const page of LIGHTHOUSE_PAGES) {
    if (only.length && !only.includes(page)) continue;
    if (!page.includes('{newest}')) {
      pages.push(page);
      continue;
    }
    const res = await fetch(`${base}/api/blogs`);
    const slug = res.ok ? (await res.json()).data?.[0]?.slug : undefined;
    if (slug) pages.push(page.replace('{newest}', encodeURIComponent(slug)));
    else problems.push('lighthouse: no blog post to measure (GET /api/blogs had none)');
  }
  return pages;
}

/** Every page in turn, one retry each, within LIGHTHOUSE_BUDGET_MS. */
export async function lighthouseAllPages(base) {
  console.log(
    `\nLighthouse 12.8 (mobile emulation, simulated throttling), one page at a time; goals performance >= ${GOALS.performance}, accessibility >= ${GOALS.accessibility}:`,
  );
  const until = Date.now() + LIGHTHOUSE_BUDGET_MS;
  const results = [];
  for (const page of await lighthousePages(base)) {
    // Lighthouse's trace recording fails now and then (NO_NAVSTART, "please run Lighthouse
    // again"): one retry, and the failure is reported if the second run fails too.
    let lh = null;
    for (let attempt = 1; attempt <= 2 && !lh; attempt++) {
      if (Date.now() > until) {
        problems.push(
          `lighthouse: ${page} not measured, the ${LIGHTHOUSE_BUDGET_MS / 60_000} min budget ran out`,
        );
        break;
      }
      try {
        lh = { page, ...(await runLighthouse(`${base}${page}`)) };
        printLighthouse(lh);
      } catch (err) {
        console.error(`  ${page}: Lighthouse failed (attempt ${attempt} of 2): ${err.message}`);
        if (attempt === 2) problems.push(`lighthouse ${page}: ${err.message.split('\n')[0]}`);
      }
    }
    if (lh) results.push(lh);
  }
  return results;
}
