// One group's station across two app processes behind nginx, on PostgreSQL and Redis
// (docs/operating.md, 'Running several processes'), with one process killed mid-run. Four members
// in four browsers; the web client's sockets are WebSocket-only, so nginx spreads them over both
// processes (which one holds whose socket is found by a probe sent through it:
// support/cluster-sockets.ts). The examiner starts a station; in Reading Time the process holding
// the examiner's socket is killed (SIGKILL: no goodbye to anyone). Its members' screens say they
// are reconnecting, then that they are back, through nginx to the other process; the others never
// notice. The run goes on: the same phase and the same remaining time on every screen, Reading Time
// runs out by itself into Station Time, the examiner marks and records the mark, and the candidate
// reads it. The killed process is started again and a member who was not there joins the group on
// it and sees who is in it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { COOKIE_CONSENT_NAME } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { checkboxId } from '@osce/shared/stations/scoring';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { startCluster, type Cluster } from '../scripts/cluster/index.mjs';
import { routeGroupSocket, type GroupSocket } from './support/cluster-sockets.ts';
import { startOwnRedis } from './support/own-redis.ts';
import {
  button,
  countdowns,
  createAndStartGroup,
  currentTime,
  expectHolder,
  fill,
  joinGroup,
  memberRow,
  nameOf,
  roleChooser,
  secondsOf,
  shotsDir,
  stepHeading,
  takeRole,
} from './support/group-study.ts';
import { openOutbox, type Outbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { memberGet } from './support/page-checks.ts';
import { logIn, toast, type Member } from './support/signup.ts';

/** The PostgreSQL server the journey makes its own database on (as the cluster suite reads it). */
const PG_SERVER =
  process.env.CLUSTER_DATABASE_SERVER ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

let session: BrowserSession;
let cluster: Cluster;
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let dir: string;
let database: string;
let baseURL: string;
let outbox: Outbox;

function psql(sql: string): void {
  execFileSync('psql', ['-q', PG_SERVER, '-c', sql], { stdio: 'inherit' });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-cluster-e2e-'));
  database = `osce_cluster_e2e_${process.pid}_${Date.now()}`;
  psql(`create database ${database}`);
  const databaseUrl = new URL(PG_SERVER);
  databaseUrl.pathname = `/${database}`;
  redis = await startOwnRedis(dir);
  cluster = await startCluster({
    processes: 2,
    port: 0,
    databaseUrl: databaseUrl.toString(),
    redisUrl: redis.url,
    dir,
  });
  baseURL = cluster.url;
  outbox = openOutbox(cluster.dataDir);
  session = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await session?.close();
  await cluster?.stop();
  await redis?.stop();
  if (database) psql(`drop database if exists ${database} with (force)`);
  if (dir && !process.env.KEEP_E2E_DATA) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface StationDetail {
  station: { id: number; number: number };
  station_components: { marking_guides: { id: number; max_marks: number }[] };
}

/** A member's page, logged in, with their group socket routed (support/cluster-sockets.ts). */
async function loggedIn(member: Member): Promise<{ page: Page; socket: GroupSocket }> {
  const { page, context } = await session.newPage({ width: 1280 });
  // The cookie notice answered on an earlier visit, so it covers nothing in the screenshots.
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL }]);
  const socket = await routeGroupSocket(page);
  await logIn(page, baseURL, member);
  return { page, socket };
}

/** The member's own connection status (always in the page while in a group). */
const connectionStatus = (page: Page) => page.locator('.group-connection[role="status"]');

/** From now on, every text the page's connection status shows is noted, however briefly. */
async function recordConnection(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { connectionSeen: string[] }).connectionSeen = seen;
    const region = document.querySelector('.group-connection[role="status"]')!;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { connectionSeen: string[] }).connectionSeen]);
}

/** The page at 1280 px, then at 375 px (and back), into GROUP_SHOTS when it is set. */
async function shootBoth(page: Page, shot: string): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/1280-${shot}.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  // Two frames: the phone layout painted before the picture.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await page.screenshot({ path: `${shotsDir}/375-${shot}.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('a group station on two processes behind nginx', () => {
  it('goes on for every member when the process holding the examiner is killed', async () => {
    const [examinerMember, candidateMember, patientMember, observerMember, lateMember] =
      await Promise.all(
        ['cl-exam', 'cl-cand', 'cl-pat', 'cl-obs', 'cl-late'].map((tag) =>
          createPaidMember(session, baseURL, outbox, tag),
        ),
      );
    const ports = cluster.processes.map((p) => p.port);

    // 1. The examiner creates and starts the group; the others join it by its code. Which process
    // holds each one's socket is noted.
    const members = await Promise.all(
      [examinerMember, candidateMember, patientMember, observerMember].map((m) => loggedIn(m!)),
    );
    const [examiner, candidate, patient, observer] = members.map((m) => m.page) as [
      Page,
      Page,
      Page,
      Page,
    ];
    const everyone = [examiner, candidate, patient, observer];
    onTestFailed(async () => {
      if (!shotsDir) return;
      for (const [i, page] of everyone.entries()) {
        await page.screenshot({ path: `${shotsDir}/failed-${i}.png` }).catch(() => undefined);
      }
    });
    const socketOf = new Map(members.map((m) => [m.page, m.socket]));
    const group = await createAndStartGroup(examiner, baseURL, 'Night shift');
    await roleChooser(examiner).waitFor();
    for (const page of [candidate, patient, observer]) {
      await joinGroup(page, baseURL, group);
      await roleChooser(page).waitFor();
    }
    const home = new Map<Page, number>();
    for (const page of everyone) home.set(page, await socketOf.get(page)!.processOf(ports));
    // nginx deals connections out in turn, but the pages' own requests come in between: should
    // every socket have landed on one process, the observer's page is reloaded until theirs is on
    // the other.
    for (let attempt = 0; new Set(home.values()).size < 2; attempt++) {
      expect(attempt, 'every socket on one process').toBeLessThan(8);
      await observer.reload();
      await roleChooser(observer).waitFor();
      home.set(observer, await socketOf.get(observer)!.processOf(ports));
    }

    await takeRole(examiner, 'Examiner');
    await takeRole(candidate, 'Candidate');
    await takeRole(patient, 'Patient');
    await takeRole(observer, 'Observer');
    await expectHolder(observer, 'Examiner', nameOf(examinerMember!));
    await expectHolder(observer, 'Candidate', nameOf(candidateMember!));

    // 2. The examiner starts the first station with one minute of reading and two of station time.
    const start = examiner.getByRole('button', { name: /^Start station \d+$/ }).first();
    const number = Number((await start.getAttribute('aria-label'))!.split(' ').pop());
    const detail = await memberGet<StationDetail>(examiner, `/station/${number}`);
    const guide = detail.station_components.marking_guides.filter((item) => item.max_marks > 0);
    await start.click();
    await Promise.all(
      everyone.map((page) => page.waitForURL(`${baseURL}/station/${number}`, { timeout: 10_000 })),
    );
    await stepHeading(examiner, messages.stationSetupTitle).waitFor();
    for (const [phase, minutes] of [
      ['Reading', '1'],
      ['Station', '2'],
    ] as const) {
      const select = examiner.getByLabel(`${phase} Time (minutes)`, { exact: true });
      await select.selectOption(minutes);
      await expect.poll(() => select.inputValue()).toBe(minutes);
    }
    await button(examiner, messages.stationStart).click();
    for (const page of everyone) await stepHeading(page, messages.phaseReading).waitFor();
    await expect.poll(() => currentTime(examiner).textContent(), { timeout: 10_000 }).toBe('0:55');

    // 3. The process holding the examiner's socket is killed. Whoever else is on it goes down with
    // it; the rest are on the survivor (the loop above made sure there is someone).
    const killed = home.get(examiner)!;
    const survivor = 1 - killed;
    const dropped = everyone.filter((page) => home.get(page) === killed);
    const stayed = everyone.filter((page) => home.get(page) === survivor);
    expect(stayed.length).toBeGreaterThan(0);
    const seen = new Map<Page, () => Promise<string[]>>();
    for (const page of everyone) seen.set(page, await recordConnection(page));
    // The examiner's next connection is held back a moment (as a slow network would), so their
    // screen can be photographed while it says it is reconnecting; the others reconnect at once.
    socketOf.get(examiner)!.hold();
    const [before] = await countdowns([examiner]);
    const killedAt = Date.now();
    await cluster.processes[killed]!.kill();

    // Every dropped member's screen says so (the examiner's, held, says it until let go).
    await connectionStatus(examiner)
      .getByText(messages.groupConnectionLost, { exact: true })
      .waitFor({ timeout: 30_000 });
    // While it is down, the screen holds the run where it was (docs/groups.md): it cannot know
    // whether the group was paused meanwhile.
    await stepHeading(
      examiner,
      fill(messages.phasePaused, { phase: messages.phaseReading }),
    ).waitFor();
    await shootBoth(examiner, 'cluster-examiner-reconnecting');
    socketOf.get(examiner)!.release();
    // Then each says it is back (the note stays a few seconds: read from what was recorded).
    for (const page of dropped) {
      await expect
        .poll(seen.get(page)!, { timeout: 30_000 })
        .toEqual([messages.groupConnectionLost, messages.groupReconnected]);
    }
    // Each dropped socket is back, on the survivor.
    for (const page of dropped) {
      expect(await socketOf.get(page)!.processOf(ports)).toBe(survivor);
    }

    // 4. The run goes on: Reading Time everywhere, at the same second, the one it would be at had
    // nothing happened.
    for (const page of everyone) await stepHeading(page, messages.phaseReading).waitFor();
    const now = await countdowns(everyone);
    const expected = before! - (Date.now() - killedAt) / 1000;
    for (const left of now) expect(Math.abs(left - expected)).toBeLessThanOrEqual(2);
    expect(Math.max(...now) - Math.min(...now)).toBeLessThanOrEqual(1);
    for (const page of stayed) {
      expect(await seen.get(page)!()).not.toContain(messages.groupConnectionLost);
    }
    await shootBoth(candidate, 'cluster-candidate-after-failover');

    // Reading Time runs out by itself on the survivor's clock: Station Time everywhere.
    const readingLeft = secondsOf(await currentTime(examiner).textContent());
    for (const page of everyone) {
      await stepHeading(page, messages.phaseStation).waitFor({
        timeout: (readingLeft + 10) * 1000,
      });
    }
    const running = await countdowns(everyone);
    expect(Math.max(...running) - Math.min(...running)).toBeLessThanOrEqual(1);
    expect(Math.max(...running)).toBeLessThanOrEqual(120);
    expect(Math.min(...running)).toBeGreaterThanOrEqual(110);
    await shootBoth(examiner, 'cluster-examiner-station-time');

    // 5. The examiner marks two boxes, goes on to Feedback Time and records the mark; the
    // candidate sees the ticks and then the recorded mark.
    const ticked = [checkboxId(guide[0]!.id, 0), checkboxId(guide[1]!.id, 0)];
    for (const id of ticked) await examiner.locator(`[id="${id}"]`).check();
    await button(examiner, messages.timersNext).click();
    await stepHeading(examiner, messages.phaseQuestion).waitFor();
    await button(examiner, messages.timersNext).click();
    for (const page of everyone) await stepHeading(page, messages.phaseFeedback).waitFor();
    await candidate.getByRole('tab', { name: 'Marking Guide' }).click();
    for (const id of ticked) {
      await expect.poll(() => candidate.locator(`[id="${id}"]`).isChecked()).toBe(true);
    }
    await button(examiner, messages.timersFinish).click();
    const confirm = examiner.getByRole('dialog', { name: messages.timersFinish });
    await button(confirm, messages.warningYes).click();
    await stepHeading(
      examiner,
      fill(messages.groupScoreFor, { name: nameOf(candidateMember!) }),
    ).waitFor();
    await stepHeading(candidate, messages.phaseScore).waitFor();
    await candidate.getByText(messages.groupMarkRecordedByExaminer, { exact: true }).waitFor();
    await button(examiner, 'Complete').click();
    await toast(
      examiner,
      fill(messages.groupMarkSavedFor, { name: nameOf(candidateMember!) }),
    ).waitFor();
    const { markings } = await memberGet<{ markings: { mark: number }[] }>(
      candidate,
      `/station/${detail.station.id}/markings`,
    );
    expect(markings).toHaveLength(1);
    await button(candidate, messages.stationContinue).click();
    await candidate
      .getByRole('region', { name: messages.groupSummaryTitle })
      .getByText(fill(messages.markingOutOf, { score: markings[0]!.mark, maximum: 100 }))
      .waitFor();
    await shootBoth(candidate, 'cluster-candidate-result');

    // 6. The killed process is started again; a member who was not there joins the group on it
    // and is shown who is studying.
    await cluster.processes[killed]!.restart();
    const { page: late, socket: lateSocket } = await loggedIn(lateMember!);
    await joinGroup(late, baseURL, group);
    await roleChooser(late).waitFor();
    for (let attempt = 0; (await lateSocket.processOf(ports)) !== killed; attempt++) {
      expect(attempt, 'the late member never reached the restarted process').toBeLessThan(8);
      await late.reload();
      await roleChooser(late).waitFor();
    }
    await expectHolder(roleChooser(late), 'Examiner', nameOf(examinerMember!));
    await expectHolder(roleChooser(late), 'Candidate', nameOf(candidateMember!));
    await takeRole(late, 'Observer');
    await memberRow(late, nameOf(candidateMember!)).waitFor();
    // The examiner, on the other process, has them in the group drawer.
    await button(examiner, messages.groupPanelShow).click();
    const drawer = examiner.getByRole('dialog', { name: messages.groupPanelTitle });
    await memberRow(drawer, nameOf(lateMember!)).waitFor();
    await shootBoth(late, 'cluster-late-member');
  }, 420_000);
});
