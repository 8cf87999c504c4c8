// My Stats end to end (docs/progress.md): a member's two
// markings, recorded through the real API from the page, seen as the Average Mark, the tab counts
// and a bar per specialty (read from the charts' text alternative); a station's history with its
// marking guide ticks and notes; the time filter; resetting one station and then everything, each
// after the spec's confirmation; no serious accessibility problem; and a phone without sideways
// scrolling. Expected figures are worked out from the member's own GET /stations, so the journey
// holds whatever the station writers add to the library.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { markFor, type GuideScore } from '@osce/shared/stations/scoring';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { logIn, toast } from './support/signup.ts';
import { expectNoSidewaysScroll, seriousViolations } from './support/page-checks.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));
/** Set STATS_SHOTS to a folder to keep screenshots of the screens the journey passes. */
const shotsDir = process.env.STATS_SHOTS;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Station {
  id: number;
  number: number;
  name: string;
  stationTaxons: { specialties: { id: number; specialty: string }[] };
}
interface StationDetail {
  station_components: { marking_guides: { id: number; task: string; max_marks: number }[] };
}
interface Recorded {
  station: Station;
  scores: GuideScore[];
  global: number;
  mark: number;
}

/** A call to the member's API, from the page, with the token it stored at login. */
function memberCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, payload }) => {
      const res = await fetch(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { url: `/api${path}`, payload: body },
  );
}

/** A solo run's record, as the station screen sends it: started, the mark, the final status. */
async function recordMarking(
  page: Page,
  station: Station,
  points: (maxMarks: number, index: number, count: number) => number,
  global: number,
  status: 'complete' | 'attempt_again',
  notes = { notes: '', examiner_notes: '' },
): Promise<Recorded> {
  const detail = await memberCall<StationDetail>(page, `/station/${station.number}`);
  const guide = detail.station_components.marking_guides;
  const scores = guide.map((item, i) => ({
    guide_id: item.id,
    points: points(item.max_marks, i, guide.length),
  }));
  const mark = markFor(scores, global, guide);
  await memberCall(page, `/station/${station.id}/started`, { role: 'candidate-1' });
  await memberCall(page, `/station/${station.id}/mark`, {
    mark,
    ...notes,
    scores,
    global_score: global,
    status,
  });
  await memberCall(page, `/station/${station.id}/status`, { status });
  return { station, scores, global, mark };
}

const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });
const tab = (page: Page, name: string): Locator => page.getByRole('tab', { name, exact: true });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const withCount = (label: string, count: number) => fill(messages.statsTabCount, { label, count });

/** The rows (label, average) of a chart's text alternative, in their order. */
async function chartRows(page: Page, label: string): Promise<string[][]> {
  const table = page.getByRole('region', { name: label, exact: true }).getByRole('table');
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
    );
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

async function snap(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/1280-${name}.png`, fullPage: true });
}

describe('My Stats', () => {
  it('shows two markings, a history, the time filter and both resets', async () => {
    const member = await createPaidMember(session, baseURL, outbox, 'stats');
    const { page } = await session.newPage();
    await logIn(page, baseURL, member);
    // The cookie notice, answered: it would cover the bottom of every screenshot.
    await button(page, 'Accept').click();

    // Two stations of different specialties, where the library has them.
    const all = (await memberCall<Station[]>(page, '/stations')).sort(
      (a, b) => a.number - b.number,
    );
    const specialtiesOf = (s: Station) => s.stationTaxons.specialties.map((t) => t.specialty);
    const first = all.find((s) => specialtiesOf(s).length > 0)!;
    const second =
      all.find(
        (s) => s !== first && !specialtiesOf(s).some((t) => specialtiesOf(first).includes(t)),
      ) ?? all.find((s) => s !== first)!;

    // The first: every item in full but the last, global 4, with notes; Complete.
    const notes = {
      notes: 'Ask about red flags first.',
      examiner_notes: 'Clear, kind explanation.',
    };
    const good = await recordMarking(
      page,
      first,
      (max, i, count) => (i === count - 1 ? 0 : max),
      4,
      'complete',
      notes,
    );
    // The second: nothing ticked, global 1, no notes; Attempt Again.
    const poor = await recordMarking(page, second, () => 0, 1, 'attempt_again');
    expect(good.mark).not.toBe(poor.mark);

    await page.goto(`${baseURL}/stats`);
    await page.getByRole('heading', { level: 1, name: messages.statsTitle }).waitFor();
    const average = page.locator('.stats-average');
    await average.getByText(oneDecimal((good.mark + poor.mark) / 2), { exact: true }).waitFor();
    await tab(page, withCount(messages.statsCompletedTab, 1)).waitFor();
    await tab(page, withCount(messages.statsAttemptAgainTab, 1)).waitFor();
    // The strengths tab is the default: a bar per specialty, highest average first.
    expect(await tab(page, messages.statsStrengthsTab).getAttribute('aria-selected')).toBe('true');
    const bySpecialty = new Map<string, number[]>();
    for (const { station, mark } of [good, poor]) {
      for (const name of specialtiesOf(station)) {
        bySpecialty.set(name, [...(bySpecialty.get(name) ?? []), mark]);
      }
    }
    const expected = [...bySpecialty]
      .map(([name, marks]) => ({
        name,
        average: Math.round((marks.reduce((a, b) => a + b, 0) / marks.length) * 10) / 10,
      }))
      .sort((a, b) => b.average - a.average || a.name.localeCompare(b.name))
      .map(({ name, average: avg }) => [name, avg.toFixed(1)]);
    expect(await chartRows(page, messages.statsSpecialties)).toEqual(expected);
    // One drawn bar per specialty, for the eye.
    const plot = page
      .getByRole('region', { name: messages.statsSpecialties })
      .locator('.stats-chart__plot');
    await expect.poll(() => plot.locator('.recharts-bar-rectangle').count()).toBe(expected.length);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, '1-strengths');
    await expectNoSidewaysScroll(page, '1-strengths', shotsDir);

    // Stations Completed: the first station, its latest mark and band, attempts and History.
    await tab(page, withCount(messages.statsCompletedTab, 1)).click();
    const completed = page.getByRole('list', { name: messages.studyStationsLabel });
    const row = completed.getByRole('listitem').filter({ hasText: first.name });
    await row
      .getByText(`${oneDecimal(good.mark)}`, { exact: true })
      .first()
      .waitFor();
    expect(await row.locator('.stats-figure').nth(2).textContent()).toBe(
      `${messages.statsAttempts}1`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, '2-completed');
    await expectNoSidewaysScroll(page, '2-completed', shotsDir);

    // The history: the attempt, the guide as marked with its ticks, then the notes.
    await button(page, fill(messages.statsHistoryFor, { number: first.number })).click();
    await page.waitForURL(`${baseURL}/stats?station=${first.id}`);
    const historyHeading = fill(messages.statsHistoryHeading, { number: first.number });
    await page.getByRole('heading', { level: 1, name: historyHeading }).waitFor();
    await expect.poll(() => focusedText(page)).toBe(historyHeading);
    const attempt = page.getByLabel(messages.statsHistorySelect, { exact: true });
    expect(await attempt.locator('option').allTextContents()).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ]);
    const ticked = good.scores.reduce((sum, s) => sum + s.points, 0);
    expect(await page.locator('.stats-box--ticked').count()).toBe(ticked);
    const items = page.locator('.stats-guide__item');
    expect(await items.count()).toBe(good.scores.length);
    const detail = await memberCall<StationDetail>(page, `/station/${first.number}`);
    const lastMax = detail.station_components.marking_guides.at(-1)!.max_marks;
    const points = lastMax === 1 ? messages.statsHistoryPointsOfOne : messages.statsHistoryPoints;
    await items
      .last()
      .getByText(fill(points, { points: 0, max: lastMax }), { exact: true })
      .waitFor();
    expect(await page.locator('.stats-guide__totals').textContent()).toContain(
      `${messages.markingGlobalScore}${good.global}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, '3-history-guide');
    await expectNoSidewaysScroll(page, '3-history-guide', shotsDir);
    await tab(page, messages.statsHistoryNotes).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: messages.statsHistoryExaminerNotes }).waitFor();
    await panel.getByText(notes.notes, { exact: true }).waitFor();
    await panel.getByText(notes.examiner_notes, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, '4-history-notes');

    // Back returns to the tab the member left, its heading focused; the browser's Forward
    // and a reload keep the history.
    await button(page, messages.statsHistoryBack).click();
    await page.waitForURL(`${baseURL}/stats`);
    await expect.poll(() => focusedText(page)).toBe(messages.statsTitle);
    const completedTab = tab(page, withCount(messages.statsCompletedTab, 1));
    expect(await completedTab.getAttribute('aria-selected')).toBe('true');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: historyHeading }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: historyHeading }).waitFor();
    await button(page, messages.statsHistoryBack).click();
    await page.waitForURL(`${baseURL}/stats`);
    await page.getByRole('heading', { level: 1, name: messages.statsTitle }).waitFor();

    // Last Month keeps both: the markings are minutes old.
    await page.getByLabel(messages.statsPeriodLabel, { exact: true }).selectOption('last-month');
    await tab(page, withCount(messages.statsCompletedTab, 1)).waitFor();
    await tab(page, withCount(messages.statsAttemptAgainTab, 1)).click();
    const again = page.getByRole('list', { name: messages.studyStationsLabel });
    await again.getByText(second.name, { exact: true }).waitFor();
    // Hide Station Names: the name gives way to its stand-in, and comes back.
    await button(page, messages.studyHideNames).click();
    await again.getByText(messages.studyNameHidden, { exact: true }).waitFor();
    expect(await again.getByText(second.name, { exact: true }).count()).toBe(0);
    await button(page, messages.studyShowNames).click();

    // Reset Station Stats asks first; No keeps the station, Yes resets it.
    const resetSecond = fill(messages.statsResetStationFor, { number: second.number });
    await button(page, resetSecond).click();
    const confirm = page.getByRole('dialog', { name: messages.statsResetStation });
    await confirm.getByText(messages.statsResetStationConfirm, { exact: true }).waitFor();
    await button(confirm, messages.warningNo).click();
    await confirm.waitFor({ state: 'hidden' });
    await button(page, resetSecond).click();
    await button(confirm, messages.warningYes).click();
    await toast(page, fill(messages.statsResetStationDone, { number: second.number })).waitFor();
    await tab(page, withCount(messages.statsAttemptAgainTab, 0)).waitFor();
    await page.getByText(messages.statsNoStations, { exact: true }).waitFor();
    await average.getByText(oneDecimal(good.mark), { exact: true }).waitFor();

    // Show All was marked stale: it agrees.
    await page.getByLabel(messages.statsPeriodLabel, { exact: true }).selectOption('all');
    await tab(page, withCount(messages.statsAttemptAgainTab, 0)).waitFor();
    await tab(page, withCount(messages.statsCompletedTab, 1)).waitFor();

    // Reset Stats: everything, after the spec's question.
    await button(page, messages.statsResetAll).click();
    const confirmAll = page.getByRole('dialog', { name: messages.statsResetAll });
    await confirmAll.getByText(messages.statsResetConfirm, { exact: true }).waitFor();
    await button(confirmAll, messages.warningYes).click();
    await toast(page, messages.statsResetDone).waitFor();
    await average.getByText(messages.statsNoAverage, { exact: true }).waitFor();
    await tab(page, withCount(messages.statsCompletedTab, 0)).waitFor();
    await tab(page, messages.statsStrengthsTab).click();
    for (const label of [messages.statsSpecialties, messages.statsTypes, messages.statsSystems]) {
      await page.getByText(fill(messages.statsNoChartData, { label }), { exact: true }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, '5-empty');
    await expectNoSidewaysScroll(page, '5-empty', shotsDir);
    const after = await memberCall<{ average_mark: number | null }>(page, '/user/stats');
    expect(after.average_mark).toBeNull();

    // A history address for no station of the member's says so.
    await page.goto(`${baseURL}/stats?station=999999`);
    await page.getByText(messages.statsNotFound, { exact: true }).waitFor();
  });
});
