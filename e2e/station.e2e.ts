// The station screen end to end (docs/station-run.md; the preview in docs/station-run.md, 'Screens'):
// A solo candidate runs a station through every phase by the clock alone, marks
// it and finishes with Complete, then finds it Complete in /study; pause freezes the countdown and
// resume goes on from the same second; the keys, the bell and the notes; a visitor's preview that
// records nothing; the Study Timers drawer on a phone; and no serious accessibility problem.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { checkboxId, markFor, maximumScore } from '@osce/shared/stations/scoring';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { createActiveMember, logIn, solveCaptcha, toast } from './support/signup.ts';
import { memberGet, seriousViolations } from './support/page-checks.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface StationSummary {
  id: number;
  number: number;
  status: string;
  mark: number | null;
}
interface StationDetail {
  station: { id: number; number: number; name: string };
  station_components: { marking_guides: { id: number; task: string; max_marks: number }[] };
}

const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });
const stepHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });
/** The current timer row's countdown (the row is marked aria-current="step"). */
const currentTime = (scope: Page | Locator): Locator =>
  scope.locator('.timer-rows [aria-current="step"] .timer-row__time');

/**
 * The bell as a browser that blocks sound (play() refused), or one that lets it ring; either way
 * the page counts the rings (unmuted plays: Start's muted priming is not a ring).
 */
async function watchBell(context: BrowserContext, blocked: boolean): Promise<void> {
  await context.addInitScript((block: boolean) => {
    const counter = window as unknown as { bellRings: number };
    counter.bellRings = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted) counter.bellRings += 1;
      if (block) return Promise.reject(new DOMException('Blocked', 'NotAllowedError'));
      return play.call(this);
    };
  }, blocked);
}

const bellRings = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { bellRings: number }).bellRings);

/** A new paid member, logged in, on /study as the Solo Candidate. */
async function soloCandidate(
  tag: string,
  { blockedBell = false, width = 1280 } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const member = await createPaidMember(session, baseURL, outbox, tag);
  const { page, context } = await session.newPage({ width });
  await watchBell(context, blockedBell);
  await logIn(page, baseURL, member);
  await page.goto(`${baseURL}/study`);
  const chooser = page.getByRole('dialog', { name: messages.studyChooseRoleTitle });
  await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
  await chooser.waitFor({ state: 'hidden' });
  return { page, context };
}

/** From /study to the station's setup step, by its Start link. */
async function openStation(page: Page, number: number): Promise<void> {
  await page.getByLabel(messages.studySearchLabel, { exact: true }).fill(String(number));
  await page.getByRole('link', { name: `Start station ${number}`, exact: true }).click();
  await page.waitForURL(`${baseURL}/station/${number}`);
  await stepHeading(page, messages.stationSetupTitle).waitFor();
}

async function chooseMinutes(page: Page, minutes: Record<string, string>): Promise<void> {
  for (const [phase, value] of Object.entries(minutes)) {
    await page.getByLabel(`${phase} Time (minutes)`, { exact: true }).selectOption(value);
  }
}

const outOf = (score: number | string, maximum: number) =>
  messages.markingOutOf.replace('{score}', String(score)).replace('{maximum}', String(maximum));

describe('a solo candidate on the station screen', () => {
  it('runs every phase by the clock, marks, finishes with Complete and sees it in /study', async () => {
    const { page } = await soloCandidate('station', { blockedBell: true });
    const station = (await memberGet<StationSummary[]>(page, '/stations')).sort(
      (a, b) => a.number - b.number,
    )[0]!;
    const detail = await memberGet<StationDetail>(page, `/station/${station.number}`);
    const guide = detail.station_components.marking_guides;
    expect(guide.length).toBeGreaterThan(1);

    await openStation(page, station.number);
    expect(await seriousViolations(page)).toEqual([]);
    // Every phase at 0: one second each, passed through by the clock with nothing pressed.
    await chooseMinutes(page, { Reading: '0', Station: '0', Question: '0', Feedback: '0' });
    await page.getByText(messages.stationTime.replace('{minutes}', '0 minutes')).waitFor();
    await button(page, messages.stationStart).click();

    // The browser blocks the bell here, so each phase's toast stands in for it.
    for (const text of [
      messages.stationTimeToast,
      messages.questionTimeToast,
      messages.feedbackTimeToast,
    ]) {
      await toast(page, text).waitFor({ timeout: 10_000 });
    }
    await stepHeading(page, messages.phaseFinished).waitFor({ timeout: 10_000 });
    // One ring per phase end: reading, station, question and feedback.
    expect(await bellRings(page)).toBe(4);
    // The completion heading has the focus: the Start button went with the setup step.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      messages.phaseFinished,
    );

    // Marking: two boxes and a global score of 3.
    const ticked = [checkboxId(guide[0]!.id, 0), checkboxId(guide[1]!.id, 0)];
    for (const id of ticked) await page.locator(`[id="${id}"]`).check();
    await page.getByLabel(messages.markingGlobalScore, { exact: true }).fill('3');
    const maximum = maximumScore(guide);
    const scores = guide.map((item) => ({
      guide_id: item.id,
      points: item.id === guide[0]!.id || item.id === guide[1]!.id ? 1 : 0,
    }));
    const mark = markFor(scores, 3, guide);
    const totals = page.locator('.marking-totals');
    await totals.getByText(outOf(5, maximum), { exact: true }).waitFor();
    expect(await totals.textContent()).toContain(outOf(String(mark), 100));
    // A global score above 5 is refused and Finish waits for it.
    await page.getByLabel(messages.markingGlobalScore, { exact: true }).fill('6');
    await page.getByText(messages.markingGlobalScoreInvalid, { exact: true }).waitFor();
    expect(await button(page, messages.completeFinish).isDisabled()).toBe(true);
    await page.getByLabel(messages.markingGlobalScore, { exact: true }).fill('3');
    expect(await seriousViolations(page)).toEqual([]);

    await button(page, messages.completeFinish).click();
    await stepHeading(page, messages.phaseScore).waitFor();
    await page.locator('.marking-totals').getByText(outOf(5, maximum), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button(page, 'Complete').click();
    await toast(page, messages.completeMarkSaved).waitFor();
    await stepHeading(page, messages.phaseNext).waitFor();

    const recorded = (await memberGet<StationSummary[]>(page, '/stations')).find(
      (s) => s.id === station.id,
    )!;
    expect(recorded.status).toBe('complete');
    expect(recorded.mark).toBe(mark);

    // The list shows it Complete (its cached list was marked stale).
    await page.getByRole('link', { name: messages.completeBackToStations }).click();
    await page.waitForURL(`${baseURL}/study`);
    await page.getByLabel(messages.studySearchLabel, { exact: true }).fill(String(station.number));
    const row = page
      .getByRole('list', { name: 'Stations' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: `Start station ${station.number}`, exact: true }),
      });
    await row.getByText('Complete', { exact: true }).waitFor();

    // Starting it again warns that it is complete; Choose Another Station goes back to the list.
    await openStation(page, station.number);
    await button(page, messages.stationStart).click();
    const warning = page.getByRole('dialog', { name: messages.warningTitle });
    await warning.getByText(messages.stationCompletedWarning).waitFor();
    await button(warning, messages.stationChooseAnother).click();
    await page.waitForURL(`${baseURL}/study`);
  });

  it('pauses and resumes from the same second, by button and by key, and keeps its notes', async () => {
    const { page } = await soloCandidate('stationpause');
    const station = (await memberGet<StationSummary[]>(page, '/stations')).sort(
      (a, b) => a.number - b.number,
    )[1]!;
    await openStation(page, station.number);
    // One minute of reading, saved as the member's preferred timing.
    await chooseMinutes(page, { Reading: '1' });
    await button(page, messages.stationSaveTiming).click();
    await toast(page, messages.timingSaved).waitFor();
    await button(page, messages.stationStart).click();
    await stepHeading(page, messages.phaseReading).waitFor();
    // Starting marked it Incomplete.
    await expect
      .poll(async () => {
        const list = await memberGet<StationSummary[]>(page, '/stations');
        return list.find((s) => s.id === station.id)?.status;
      })
      .toBe('incomplete');
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-current="step"] .timer-row__time')?.textContent === '0:59',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await button(page, messages.timersPause).click();
    await page.getByText(messages.timersPaused, { exact: true }).waitFor();
    const frozen = await currentTime(page).textContent();
    await page.waitForTimeout(2_500);
    expect(await currentTime(page).textContent()).toBe(frozen);

    await button(page, messages.timersResume).click();
    expect(await currentTime(page).textContent()).toBe(frozen);
    const [minutes, seconds] = frozen!.split(':').map(Number);
    const next = `${minutes}:${String(seconds! - 1).padStart(2, '0')}`;
    await page.waitForFunction(
      (text) =>
        document.querySelector('[aria-current="step"] .timer-row__time')?.textContent === text,
      next,
      { timeout: 2_500 },
    );

    // The keys, shown in the panel: Space pauses and resumes, → and ← step.
    await page.getByText(messages.timersKeys, { exact: true }).waitFor();
    await stepHeading(page, messages.phaseReading).focus();
    await page.keyboard.press('Space');
    await button(page, messages.timersResume).waitFor();
    await page.keyboard.press('Space');
    await button(page, messages.timersPause).waitFor();
    const ringsBefore = await bellRings(page);
    await page.keyboard.press('ArrowRight');
    await stepHeading(page, messages.phaseStation).waitFor();
    // Next Step ends the phase as its time would, bell included.
    expect(await bellRings(page)).toBe(ringsBefore + 1);
    await page.keyboard.press('ArrowLeft');
    await stepHeading(page, messages.phaseReading).waitFor();

    // In the notes, Space is a space, not Pause; the notes survive a reload.
    await page.getByRole('tab', { name: 'Notes' }).click();
    const notes = page.getByLabel(messages.stationNotesLabel, { exact: true });
    await notes.pressSequentially('red flags first');
    expect(await notes.inputValue()).toBe('red flags first');
    await button(page, messages.timersPause).waitFor();
    // A reload in the middle of the station comes back to the same phase and the same second.
    const secondsLeft = (text: string | null) => {
      const [m, s] = (text ?? '').split(':').map(Number);
      return m! * 60 + s!;
    };
    const beforeReload = secondsLeft(await currentTime(page).textContent());
    await page.reload();
    await stepHeading(page, messages.phaseReading).waitFor();
    const afterReload = secondsLeft(await currentTime(page).textContent());
    expect(beforeReload - afterReload).toBeGreaterThanOrEqual(0);
    expect(beforeReload - afterReload).toBeLessThanOrEqual(3);
    await page.getByRole('tab', { name: 'Notes' }).click();
    expect(await notes.inputValue()).toBe('red flags first');
    // The preferred timing was saved for the member.
    const user = await memberGet<{ preferred_timing: { reading: number } }>(page, '/user');
    expect(user.preferred_timing.reading).toBe(1);

    // Report an issue: the contact form's issue type and message, with the captcha.
    await button(page, messages.reportIssue).click();
    const report = page.getByRole('dialog', {
      name: messages.reportIssueTitle.replace('{number}', String(station.number)),
    });
    await report.getByRole('radio', { name: 'Error', exact: true }).check();
    await report.getByLabel(messages.reportIssueMessage).fill('The patient script repeats.');
    await solveCaptcha(page);
    await button(report, messages.reportIssueSend).click();
    await toast(page, messages.contactSent).waitFor();
    await report.waitFor({ state: 'hidden' });

    // Finish Station asks first; No keeps the station running.
    await button(page, messages.timersFinish).click();
    const confirm = page.getByRole('dialog', { name: messages.timersFinish });
    await confirm.getByText(messages.endStationConfirm).waitFor();
    await button(confirm, messages.warningNo).click();
    await stepHeading(page, messages.phaseReading).waitFor();
    await button(page, messages.timersFinish).click();
    await button(confirm, messages.warningYes).click();
    await stepHeading(page, messages.phaseScore).waitFor();

    // The mark fails to save: the Error dialog with the score, Resubmit, then Don't save stats.
    let markCalls = 0;
    await page.route('**/api/station/*/mark', async (route) => {
      markCalls += 1;
      await route.fulfill({ status: 500, json: { success: false, message: 'Down' } });
    });
    await button(page, 'Attempt Again').click();
    const failure = page.getByRole('dialog', { name: messages.markSaveFailedTitle });
    await failure.getByText(messages.markSaveFailed).waitFor();
    await failure.getByText(/^Your score: 0 \/ \d+, 0 \/ 100\.$/).waitFor();
    await button(failure, messages.markResubmit).click();
    await expect.poll(() => markCalls).toBe(2);
    await failure.getByText(messages.markSaveFailed).waitFor();
    await button(failure, messages.markDontSave).click();
    await toast(page, messages.completeNotSaved).waitFor();
    await stepHeading(page, messages.phaseNext).waitFor();
  });

  it('sends anyone but the solo candidate back to /study with the role cleared', async () => {
    const { page } = await soloCandidate('stationrole');
    await page.evaluate(() => localStorage.setItem('role', 'examiner'));
    await page.goto(`${baseURL}/station/1`);
    await page.waitForURL(`${baseURL}/study`);
    const chooser = page.getByRole('dialog', { name: messages.studyChooseRoleTitle });
    await chooser.getByText(messages.chooseRoleFirst, { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBeNull();
  });
});

describe('a trial member on the station screen', () => {
  it('is told a paid station is for paid subscribers and sent back to /study', async () => {
    const member = await createActiveMember(session, baseURL, outbox, 'stationtrial');
    const { page } = await session.newPage();
    await logIn(page, baseURL, member);
    await page.evaluate(() => localStorage.setItem('role', 'candidate-1'));
    const paid = (
      await memberGet<(StationSummary & { available_to_trial: boolean })[]>(page, '/stations')
    ).find((s) => !s.available_to_trial)!;
    await page.goto(`${baseURL}/station/${paid.number}`);
    await toast(page, messages.stationPaidOnly).waitFor();
    await page.waitForURL(`${baseURL}/study`);
  });
});

describe('the free preview', () => {
  it('lets a visitor run a preview station on fixed timings, saving nothing', async () => {
    const { page } = await session.newPage();
    const saved: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(station|user)\//.test(new URL(request.url()).pathname))
        saved.push(request.url());
    });
    await page.goto(`${baseURL}/preview`);
    await page.getByRole('heading', { level: 1, name: messages.previewTitle }).waitFor();
    await page.getByRole('button', { name: /^Solo Candidate/ }).click();
    await stepHeading(page, messages.stationSetupTitle).waitFor();

    // Fixed timings, no choices, no report, a way to subscribe.
    await page.getByText(messages.stationPreviewTimingIntro).waitFor();
    expect(await page.getByLabel('Reading Time (minutes)', { exact: true }).count()).toBe(0);
    expect(await button(page, messages.stationSaveTiming).count()).toBe(0);
    expect(await button(page, messages.reportIssue).count()).toBe(0);
    const subscribe = page.getByRole('link', { name: messages.previewSubscribe }).first();
    expect(await subscribe.getAttribute('href')).toBe('/subscription-plans');

    await button(page, messages.stationStart).click();
    await stepHeading(page, messages.phaseReading).waitFor();
    expect(await currentTime(page).textContent()).toMatch(/^(1:00|0:59)$/);
    await button(page, messages.timersFinish).click();
    await button(page.getByRole('dialog', { name: messages.timersFinish }), 'Yes').click();
    await stepHeading(page, messages.phaseScore).waitFor();
    await page.getByText(messages.completePreviewNotSaved).waitFor();
    await button(page, messages.stationContinue).click();
    await stepHeading(page, messages.phaseNext).waitFor();
    expect(saved).toEqual([]);
  });

  it('says so when no preview station is offered', async () => {
    const { page } = await session.newPage();
    await page.route('**/api/preview', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: messages.previewNone } }),
    );
    await page.goto(`${baseURL}/preview`);
    await page.getByRole('button', { name: /^Solo Candidate/ }).click();
    await page.getByText(messages.previewNone, { exact: true }).waitFor();
    await button(page, messages.previewPickAgain).click();
    await page.getByRole('heading', { level: 2, name: messages.previewChooseRole }).waitFor();
  });

  it('puts the timers in the Study Timers drawer on a phone, with no sideways scrolling', async () => {
    const { page } = await session.newPage({ width: 390, height: 844 });
    await page.goto(`${baseURL}/preview`);
    await page.getByRole('button', { name: /^Solo Candidate/ }).click();
    await stepHeading(page, messages.stationSetupTitle).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button(page, messages.stationStart).click();
    await stepHeading(page, messages.phaseReading).waitFor();

    // No side panel: Show Timer opens the drawer, 356 px wide.
    expect(await page.getByRole('complementary', { name: messages.timersTitle }).count()).toBe(0);
    await button(page, messages.timersShow).click();
    const drawer = page.getByRole('dialog', { name: messages.timersTitle });
    await currentTime(drawer).waitFor();
    const width = await drawer.evaluate((el) => el.getBoundingClientRect().width);
    // Sub-pixel layout may give 356.00003.
    expect(Math.round(width)).toBe(356);
    await button(drawer, messages.timersNext).click();
    await stepHeading(page, messages.phaseStation).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
