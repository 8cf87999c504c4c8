// Version 2 stations in the browser (docs/content.md, 'Who sees what'; docs/station-run.md,
// 'Version 2 stations on the station screen'), on the demo library's station 3 (an ECG read in
// Reading Time, drawn as 003-ecg-arrival.svg):
// - a solo candidate opens it, finds the tracing in Charts and Images from Reading Time, loaded
//   (naturalWidth above 0) with its alt text, fitted to the width at 1280 and at 375 px, with View
//   full size; axe clean at both widths;
// - a group of two browsers: the examiner reads the Examiner Brief and the marking guide's anchors
//   in Reading and Station Time; the candidate has neither tab, and no anchor or brief text on the
//   page, until Feedback Time, when both open to them; axe clean on both screens.
// - My Stats after a marking of it: the Domains chart with each domain's share (domainShares), and
//   the station's history with its examiner title, each item's domain and Critical on the critical
//   items not fully met; axe clean at both widths.
// Set V2_SHOTS to a folder to keep screenshots of what each member saw.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { STATION_TAB_LABELS } from '@osce/shared/stations/roles';
import { domainShares, markFor, missedCriticalItems } from '@osce/shared/stations/scoring';
import { MARKING_DOMAIN_LABELS, type MarkingDomain } from '@osce/shared/stations/station-constants';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import {
  button,
  createAndStartGroup,
  fill,
  joinGroup,
  memberPost,
  stepHeading,
  tabNames,
  takeRole,
} from './support/group-study.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { expectNoSidewaysScroll, memberGet, seriousViolations } from './support/page-checks.ts';
import { logIn, type Member } from './support/signup.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));
const shotsDir = process.env.V2_SHOTS;

/** The demo library's ECG station and what its file says (content/stations/003-*.yaml). */
const ECG_STATION = 3;
const ECG_TITLE = '12-lead ECG on arrival';
const ECG_ALT_START = '12-lead ECG at 25 mm/s and 10 mm/mV';
/** One anchor of its marking guide, and words of its examiner brief. */
const ANCHOR_TEXT = 'All three leads named with their elevation measured (III greater than II)';
const BRIEF_TEXT = 'The candidate sees the stem and the ECG in Reading Time';

const ARTEFACTS = STATION_TAB_LABELS.artefacts;
const BRIEF = STATION_TAB_LABELS.examiner_brief;
const GUIDE = STATION_TAB_LABELS.marking_guide;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface StationDetail {
  station: {
    number: number;
    format: number;
    diagnosis: string;
    recommended_timing: { reading: number; station: number; question: number } | null;
  };
  station_components: {
    examiner_brief: { content: string } | null;
    artefacts: { id: string; title: string; url: string | null; alt: string | null }[];
    marking_guides: {
      id: number;
      task: string;
      max_marks: number;
      domain: MarkingDomain | null;
      critical: boolean;
      anchors: { marks: number; text: string }[] | null;
    }[];
  };
}

async function shoot(page: Page, width: number, shot: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${width}-${shot}.png`, fullPage: true });
}

const tab = (page: Page, name: string): Locator => page.getByRole('tab', { name, exact: true });
const panel = (page: Page): Locator => page.getByRole('tabpanel');

/** The ECG's image in the Charts and Images panel, once the browser has decoded it. */
async function loadedEcg(page: Page): Promise<Locator> {
  const figure = panel(page)
    .locator('figure')
    .filter({
      has: page.getByRole('heading', { name: ECG_TITLE, exact: true }),
    });
  const image = figure.locator('img').first();
  await image.waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
    { timeout: 15_000 },
  );
  return image;
}

/** What the image shows: its decoded size, its laid-out width, its alt text, the page's width. */
function imageFacts(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => ({
    naturalWidth: img.naturalWidth,
    shownWidth: img.getBoundingClientRect().width,
    right: img.getBoundingClientRect().right,
    alt: img.alt,
    viewport: document.documentElement.clientWidth,
  }));
}

/** A new paid member, logged in, on /study as the Solo Candidate. */
async function soloCandidate(tag: string): Promise<{ page: Page; context: BrowserContext }> {
  const member = await createPaidMember(session, baseURL, outbox, tag);
  const { page, context } = await session.newPage({ width: 1280 });
  await logIn(page, baseURL, member);
  // The cookie notice, answered: it would cover part of every screenshot.
  await button(page, 'Accept').click();
  await page.goto(`${baseURL}/study`);
  const chooser = page.getByRole('dialog', { name: messages.studyChooseRoleTitle });
  await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
  await chooser.waitFor({ state: 'hidden' });
  return { page, context };
}

describe('a version 2 station with an ECG', () => {
  it('shows a solo candidate the tracing in Charts and Images at 1280 and 375 px', async () => {
    const { page } = await soloCandidate('v2-ecg');
    const detail = await memberGet<StationDetail>(page, `/station/${ECG_STATION}`);
    expect(detail.station.format).toBe(2);
    const ecg = detail.station_components.artefacts.find((a) => a.title === ECG_TITLE);
    expect(ecg?.url).toBeTruthy();

    // From the list to the station, started; paused in Reading Time while we look. The list
    // gives its length: reading + station + question minutes (docs/study.md, 'Station length').
    await page.getByLabel(messages.studySearchLabel, { exact: true }).fill(String(ECG_STATION));
    const row = page
      .getByRole('list', { name: 'Stations' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: `Start station ${ECG_STATION}`, exact: true }),
      });
    const timing = detail.station.recommended_timing!;
    const minutes = timing.reading + timing.station + timing.question;
    await row.getByText(`${minutes} min`, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 1280, 'v2-study-list');
    await expectNoSidewaysScroll(page, 'v2-study-list', shotsDir);
    await page.getByRole('link', { name: `Start station ${ECG_STATION}`, exact: true }).click();
    await page.waitForURL(`${baseURL}/station/${ECG_STATION}`);
    await stepHeading(page, messages.stationSetupTitle).waitFor();
    await button(page, messages.stationStart).click();
    await stepHeading(page, messages.phaseReading).waitFor();
    await button(page, messages.timersPause).click();
    await page.getByText(messages.timersPaused, { exact: true }).waitFor();
    // Reading Time, before Show All Content: the candidate's own tabs hold the ECG, not the brief.
    const tabs = await tabNames(page);
    expect(tabs).toContain(ARTEFACTS);
    expect(tabs).not.toContain(BRIEF);
    expect(tabs).not.toContain(GUIDE);

    await tab(page, ARTEFACTS).click();
    let image = await loadedEcg(page);
    let facts = await imageFacts(image);
    expect(facts.naturalWidth).toBeGreaterThan(0);
    expect(facts.alt.startsWith(ECG_ALT_START)).toBe(true);
    expect(facts.shownWidth).toBeGreaterThan(300);
    expect(facts.right).toBeLessThanOrEqual(facts.viewport);
    // The source and the licence are printed under it.
    await panel(page)
      .getByText(/CC BY 4\.0/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 1280, 'v2-ecg-solo');

    // View full size: a dialog with the same image and its alt text, closed by Escape.
    await panel(page)
      .getByRole('button', { name: new RegExp(`^${messages.artefactViewFull}`) })
      .click();
    const viewer = page.getByRole('dialog', { name: new RegExp(ECG_TITLE) });
    await viewer.waitFor();
    const full = viewer.locator('img').first();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await full.elementHandle(),
    );
    expect((await full.getAttribute('alt'))?.startsWith(ECG_ALT_START)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 1280, 'v2-ecg-solo-full-size');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // On a phone: the tracing fits the width, still loaded, and the page does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForFunction(() => window.innerWidth === 375);
    image = await loadedEcg(page);
    facts = await imageFacts(image);
    expect(facts.naturalWidth).toBeGreaterThan(0);
    expect(facts.alt.startsWith(ECG_ALT_START)).toBe(true);
    expect(facts.shownWidth).toBeGreaterThan(200);
    expect(facts.right).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    if (shotsDir) {
      await image.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shotsDir}/375-v2-ecg-solo-image.png` });
    }
    await expectNoSidewaysScroll(page, 'v2-ecg-solo', shotsDir);
  });
});

async function loggedIn(member: Member): Promise<Page> {
  const { page } = await session.newPage({ width: 1280 });
  await logIn(page, baseURL, member);
  await button(page, 'Accept').click();
  return page;
}

/** Neither the Examiner Brief nor the marking guide, as tabs or as text anywhere on the page. */
async function expectNothingOfTheExaminers(candidate: Page): Promise<void> {
  const tabs = await tabNames(candidate);
  expect(tabs).not.toContain(BRIEF);
  expect(tabs).not.toContain(GUIDE);
  const text = await candidate.locator('body').innerText();
  expect(text).not.toContain(ANCHOR_TEXT);
  expect(text).not.toContain(BRIEF_TEXT);
}

/** The examiner's Examiner Brief and Marking Guide tabs, each with what it holds. */
async function expectExaminersView(examiner: Page): Promise<void> {
  const tabs = await tabNames(examiner);
  expect(tabs).toContain(BRIEF);
  expect(tabs).toContain(GUIDE);
  await tab(examiner, GUIDE).click();
  await panel(examiner).getByText(ANCHOR_TEXT, { exact: false }).first().waitFor();
  await tab(examiner, BRIEF).click();
  await panel(examiner).getByText(BRIEF_TEXT, { exact: false }).first().waitFor();
}

describe('a version 2 station in a group', () => {
  it('gives the examiner the brief and the anchors, and the candidate neither until feedback', async () => {
    const [examinerMember, candidateMember] = await Promise.all(
      ['v2-exam', 'v2-cand'].map((tag) => createPaidMember(session, baseURL, outbox, tag)),
    );
    const examiner = await loggedIn(examinerMember!);
    const candidate = await loggedIn(candidateMember!);
    const both = [examiner, candidate];

    const group = await createAndStartGroup(examiner, baseURL, 'ECG practice');
    await joinGroup(candidate, baseURL, group);
    await takeRole(examiner, 'Examiner');
    await takeRole(candidate, 'Candidate');

    // What the API gives the examiner's browser: a brief and anchors to show.
    const detail = await memberGet<StationDetail>(examiner, `/station/${ECG_STATION}`);
    expect(detail.station_components.examiner_brief?.content).toContain(BRIEF_TEXT);
    expect(
      detail.station_components.marking_guides.some((item) =>
        item.anchors?.some((anchor) => anchor.text === ANCHOR_TEXT),
      ),
    ).toBe(true);

    // The examiner starts station 3 for the group; both browsers open it.
    await examiner.getByLabel(messages.studySearchLabel, { exact: true }).fill(String(ECG_STATION));
    await examiner
      .getByRole('button', { name: `Start station ${ECG_STATION}`, exact: true })
      .click();
    await Promise.all(
      both.map((page) => page.waitForURL(`${baseURL}/station/${ECG_STATION}`, { timeout: 5_000 })),
    );
    await stepHeading(examiner, messages.stationSetupTitle).waitFor();
    await button(examiner, messages.stationStart).click();
    await Promise.all(both.map((page) => stepHeading(page, messages.phaseReading).waitFor()));
    // Paused while we look: every screen keeps Reading Time.
    await button(examiner, messages.timersPause).click();
    const pausedReading = fill(messages.phasePaused, { phase: messages.phaseReading });
    await Promise.all(both.map((page) => stepHeading(page, pausedReading).waitFor()));

    // Reading Time.
    await expectExaminersView(examiner);
    await expectNothingOfTheExaminers(candidate);
    // The candidate reads the ECG in Reading Time (its roles name the candidate).
    await tab(candidate, ARTEFACTS).click();
    expect((await imageFacts(await loadedEcg(candidate))).naturalWidth).toBeGreaterThan(0);
    expect(await seriousViolations(examiner)).toEqual([]);
    expect(await seriousViolations(candidate)).toEqual([]);
    await shoot(examiner, 1280, 'v2-group-reading-examiner-brief');
    await shoot(candidate, 1280, 'v2-group-reading-candidate');

    // Station Time.
    await button(examiner, messages.timersResume).click();
    await button(examiner, messages.timersNext).click();
    await Promise.all(both.map((page) => stepHeading(page, messages.phaseStation).waitFor()));
    await button(examiner, messages.timersPause).click();
    const pausedStation = fill(messages.phasePaused, { phase: messages.phaseStation });
    await Promise.all(both.map((page) => stepHeading(page, pausedStation).waitFor()));
    await expectExaminersView(examiner);
    await tab(examiner, GUIDE).click();
    await panel(examiner).getByText(ANCHOR_TEXT, { exact: false }).first().waitFor();
    await expectNothingOfTheExaminers(candidate);
    expect(await seriousViolations(examiner)).toEqual([]);
    expect(await seriousViolations(candidate)).toEqual([]);
    await shoot(examiner, 1280, 'v2-group-station-examiner-guide');
    await shoot(candidate, 1280, 'v2-group-station-candidate');
    await expectNoSidewaysScroll(examiner, 'v2-group-station-examiner-guide', shotsDir);
    await expectNoSidewaysScroll(candidate, 'v2-group-station-candidate', shotsDir);

    // On to Feedback Time: now the candidate reads the brief and the guide with its anchors.
    await button(examiner, messages.timersResume).click();
    await button(examiner, messages.timersNext).click();
    await Promise.all(both.map((page) => stepHeading(page, messages.phaseQuestion).waitFor()));
    // Question Time: still nothing of the examiner's for the candidate.
    await expectNothingOfTheExaminers(candidate);
    await button(examiner, messages.timersNext).click();
    await Promise.all(both.map((page) => stepHeading(page, messages.phaseFeedback).waitFor()));
    const feedbackTabs = await tabNames(candidate);
    expect(feedbackTabs).toContain(BRIEF);
    expect(feedbackTabs).toContain(GUIDE);
    await tab(candidate, BRIEF).click();
    await panel(candidate).getByText(BRIEF_TEXT, { exact: false }).first().waitFor();
    await tab(candidate, GUIDE).click();
    await panel(candidate).getByText(ANCHOR_TEXT, { exact: false }).first().waitFor();
    expect(await seriousViolations(candidate)).toEqual([]);
    await shoot(candidate, 1280, 'v2-group-feedback-candidate');
  });
});

describe('My Stats after a version 2 marking', () => {
  it('shows the Domains chart and the history with its examiner title, domains and Critical', async () => {
    const member = await createPaidMember(session, baseURL, outbox, 'v2-stats');
    const page = await loggedIn(member);

    // Before any marking: the Domains chart says which markings count.
    await page.goto(`${baseURL}/stats`);
    const domainsChart = page.getByRole('region', { name: messages.statsDomains, exact: true });
    await domainsChart.getByText(messages.statsDomainsEmpty, { exact: true }).waitFor();

    // A marking of station 3 as the station screen records it: every data-gathering item in
    // full, nothing else; global 2; Attempt Again.
    const detail = await memberGet<StationDetail>(page, `/station/${ECG_STATION}`);
    const guide = detail.station_components.marking_guides;
    const scores = guide.map((item) => ({
      guide_id: item.id,
      points: item.domain === 'data_gathering' ? item.max_marks : 0,
    }));
    const missed = missedCriticalItems(guide, scores);
    expect(missed.length).toBeGreaterThan(0);
    const stationId = (await memberGet<{ id: number; number: number }[]>(page, '/stations')).find(
      (s) => s.number === ECG_STATION,
    )!.id;
    await memberPost(page, `/station/${stationId}/started`, { role: 'candidate-1' });
    await memberPost(page, `/station/${stationId}/mark`, {
      mark: markFor(scores, 2, guide),
      notes: '',
      examiner_notes: '',
      scores,
      global_score: 2,
      status: 'attempt_again',
    });
    await memberPost(page, `/station/${stationId}/status`, { status: 'attempt_again' });

    // The Domains chart: each domain's share of this one marking, in the domains' order.
    await page.reload();
    const expected = domainShares(guide, scores).map(({ domain, share }) => [
      MARKING_DOMAIN_LABELS[domain],
      share.toFixed(1),
    ]);
    expect(expected.length).toBe(3);
    await domainsChart.getByRole('table').waitFor();
    const rows = await domainsChart
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
    expect(rows).toEqual(expected);
    // A drawn bar for each domain, a share of 0 as a sliver beside its value.
    await expect
      .poll(() => domainsChart.locator('.recharts-bar-rectangle').count())
      .toBe(expected.length);
    expect(await seriousViolations(page)).toEqual([]);
    await domainsChart.scrollIntoViewIfNeeded();
    await shoot(page, 1280, 'v2-stats-domains');
    await expectNoSidewaysScroll(page, 'v2-stats-domains', shotsDir);

    // The history: the examiner title under the name; each item's domain; Critical on the
    // critical items not fully met, and on no other.
    await page.getByRole('tab', { name: new RegExp(`^${messages.statsAttemptAgainTab}`) }).click();
    await button(page, fill(messages.statsHistoryFor, { number: ECG_STATION })).click();
    await page.waitForURL(`${baseURL}/stats?station=${stationId}`);
    await page
      .getByText(fill(messages.statsHistoryDiagnosis, { diagnosis: detail.station.diagnosis }), {
        exact: true,
      })
      .waitFor();
    const items = page.locator('.stats-guide__item');
    expect(await items.count()).toBe(guide.length);
    for (const [index, item] of guide.entries()) {
      const row = items.nth(index);
      if (item.domain) {
        await row
          .getByText(
            fill(messages.statsHistoryDomain, { domain: MARKING_DOMAIN_LABELS[item.domain] }),
            {
              exact: true,
            },
          )
          .waitFor();
      }
      const flagged = missed.some((m) => m.id === item.id);
      expect(
        await row.getByText(messages.statsHistoryCriticalMissed, { exact: true }).count(),
      ).toBe(flagged ? 1 : 0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 1280, 'v2-stats-history');
    await expectNoSidewaysScroll(page, 'v2-stats-history', shotsDir);
  });
});
