// Group study in real time (docs/groups.md), three members in three browsers:
// the examiner creates a group and the others join it by its code; each takes a role, the others'
// shown as 'Selected by {name}'; the examiner starts a station from the list and everyone's browser
// opens it; the examiner sets the timings and starts; each role sees its own tabs; pause, resume
// and Next Step reach the others within a second, and the countdowns agree; a reloaded candidate
// comes back to the same phase and second; the examiner's ticks reach the candidate, read-only, in
// Feedback Time; the examiner ends the station and records the mark for the candidate, which the
// candidate's own markings then hold. No serious accessibility problem in the group drawer or the
// study screen's group panel, and no sideways scrolling on a phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { checkboxId } from '@osce/shared/stations/scoring';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import {
  button,
  countdowns,
  createAndStartGroup,
  currentTime,
  expectHolder,
  fill,
  nameOf,
  shoot,
  shotsDir,
  joinGroup,
  msUntilShown,
  roleChooser,
  secondsOf,
  settledDrawer,
  stepHeading,
  tabNames,
  takeRole,
} from './support/group-study.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { expectNoSidewaysScroll, memberGet, seriousViolations } from './support/page-checks.ts';
import { logIn, toast, type Member } from './support/signup.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface StationDetail {
  station: { id: number; number: number };
  station_components: {
    marking_guides: { id: number; max_marks: number }[];
    artefacts: unknown[];
    examiner_brief: { content: string } | null;
  };
}
interface Markings {
  markings: {
    mark: number;
    scores: { guide_id: number; points: number }[];
    notes: { notes: string; examiner_notes: string };
  }[];
}

async function loggedIn(member: Member): Promise<Page> {
  const { page } = await session.newPage({ width: 1280 });
  await logIn(page, baseURL, member);
  return page;
}

describe('group study in real time', () => {
  it('runs one station for an examiner, a candidate and a patient in step', async () => {
    const [examinerMember, candidateMember, patientMember] = await Promise.all(
      ['group-exam', 'group-cand', 'group-pat'].map((tag) =>
        createPaidMember(session, baseURL, outbox, tag),
      ),
    );
    const examiner = await loggedIn(examinerMember!);
    const candidate = await loggedIn(candidateMember!);
    const patient = await loggedIn(patientMember!);
    const everyone = [examiner, candidate, patient];
    const others = [candidate, patient];

    // 1. The examiner creates and starts the group; the others find it by its code and join.
    const group = await createAndStartGroup(examiner, baseURL, 'Ward round');
    await joinGroup(candidate, baseURL, group);
    await joinGroup(patient, baseURL, group);

    // 2. Each takes a role in the chooser; the patient sees the two already taken, and whom by.
    await takeRole(examiner, 'Examiner');
    await takeRole(candidate, 'Candidate');
    const chooser = roleChooser(patient);
    await expectHolder(chooser, 'Examiner', nameOf(examinerMember!));
    await expectHolder(chooser, 'Candidate', nameOf(candidateMember!));
    await expectHolder(chooser, 'Patient', null);
    await takeRole(patient, 'Patient');
    // The examiner's group panel shows all three.
    await expectHolder(examiner, 'Examiner', nameOf(examinerMember!));
    await expectHolder(examiner, 'Candidate', nameOf(candidateMember!));
    await expectHolder(examiner, 'Patient', nameOf(patientMember!));
    await shoot(examiner, 'group-study-roles');

    // 3. The examiner starts the first station of the list; every browser opens it.
    const start = examiner.getByRole('button', { name: /^Start station \d+$/ }).first();
    const number = Number((await start.getAttribute('aria-label'))!.split(' ').pop());
    const detail = await memberGet<StationDetail>(examiner, `/station/${number}`);
    const guide = detail.station_components.marking_guides.filter((item) => item.max_marks > 0);
    expect(guide.length).toBeGreaterThan(1);
    // A version 2 station adds the Examiner Brief tab (docs/station-run.md); the tab lists below
    // assume one without artefacts, as the demo library's first station is.
    expect(detail.station_components.artefacts).toEqual([]);
    const brief = detail.station_components.examiner_brief ? ['Examiner Brief'] : [];
    await start.click();
    await Promise.all(
      everyone.map((page) => page.waitForURL(`${baseURL}/station/${number}`, { timeout: 5_000 })),
    );
    for (const page of others) {
      await page.getByText(messages.groupWaitingForExaminer, { exact: true }).waitFor();
    }
    await stepHeading(examiner, messages.stationSetupTitle).waitFor();
    // One minute of reading and two of station time, as the server then holds them.
    for (const [phase, minutes] of [
      ['Reading', '1'],
      ['Station', '2'],
    ] as const) {
      const select = examiner.getByLabel(`${phase} Time (minutes)`, { exact: true });
      await select.selectOption(minutes);
      await expect.poll(() => select.inputValue()).toBe(minutes);
    }
    await button(examiner, messages.stationStart).click();
    await msUntilShown(everyone, (page) => stepHeading(page, messages.phaseReading));

    // 4. Each role's tabs in Reading Time.
    expect(await tabNames(examiner)).toEqual([
      'Stem',
      'Patient Script',
      ...brief,
      'Marking Guide',
      'Notes',
    ]);
    expect(await tabNames(candidate)).toEqual(['Stem', 'Notes']);
    // The group candidate is not told the station's name.
    expect(await candidate.getByRole('heading', { level: 1 }).textContent()).toBe(
      fill(messages.stationHeading, { number }),
    );
    expect(await tabNames(patient)).toEqual(['Stem', 'Patient Script', 'Notes']);
    // Only the examiner has the timer controls.
    for (const page of others) {
      expect(await button(page, messages.timersPause).count()).toBe(0);
      expect(await button(page, messages.timersNext).count()).toBe(0);
    }
    for (const [page, role] of [
      [examiner, 'examiner'],
      [candidate, 'candidate'],
      [patient, 'patient'],
    ] as const) {
      await shoot(page, `group-station-reading-${role}`);
    }

    // 5. Once the countdown runs, pause reaches the others within a second and stops theirs.
    await expect.poll(() => currentTime(examiner).textContent(), { timeout: 5_000 }).toBe('0:58');
    const paused = fill(messages.phasePaused, { phase: messages.phaseReading });
    await button(examiner, messages.timersPause).click();
    for (const ms of await msUntilShown(others, (page) => stepHeading(page, paused))) {
      expect(ms).toBeLessThan(1_000);
    }
    const frozen = await countdowns(everyone);
    await candidate.waitForTimeout(2_000);
    expect(await countdowns(everyone)).toEqual(frozen);
    expect(Math.max(...frozen) - Math.min(...frozen)).toBeLessThanOrEqual(1);
    expect(Math.max(...frozen)).toBeLessThanOrEqual(58);

    // Resume, then Next Step: Station Time everywhere within a second.
    await button(examiner, messages.timersResume).click();
    for (const ms of await msUntilShown(others, (page) =>
      stepHeading(page, messages.phaseReading),
    )) {
      expect(ms).toBeLessThan(1_000);
    }
    await button(examiner, messages.timersNext).click();
    for (const ms of await msUntilShown(others, (page) =>
      stepHeading(page, messages.phaseStation),
    )) {
      expect(ms).toBeLessThan(1_000);
    }
    await stepHeading(examiner, messages.phaseStation).waitFor();
    // The three countdowns, read at nearly the same moment, agree within a second.
    await candidate.waitForTimeout(1_500);
    const running = await countdowns(everyone);
    expect(Math.max(...running) - Math.min(...running)).toBeLessThanOrEqual(1);
    expect(Math.max(...running)).toBeLessThan(120);

    // 6. A reload brings the candidate back to Station Time at the examiner's second.
    const beforeReload = secondsOf(await currentTime(candidate).textContent());
    const reloadStarted = Date.now();
    await candidate.reload();
    await stepHeading(candidate, messages.phaseStation).waitFor();
    await currentTime(candidate).waitFor();
    const reloadSeconds = Math.ceil((Date.now() - reloadStarted) / 1000);
    const [examinerNow, candidateNow] = await countdowns([examiner, candidate]);
    expect(Math.abs(examinerNow! - candidateNow!)).toBeLessThanOrEqual(2);
    expect(beforeReload - candidateNow!).toBeGreaterThanOrEqual(-2);
    expect(beforeReload - candidateNow!).toBeLessThanOrEqual(reloadSeconds + 2);
    expect(await tabNames(candidate)).toEqual(['Stem', 'Notes']);

    // 8 (in Station Time). The examiner's group drawer; the candidate's screen on a phone.
    await button(examiner, messages.groupPanelShow).click();
    const drawer = examiner.getByRole('dialog', { name: messages.groupPanelTitle });
    await settledDrawer(drawer);
    await drawer.getByText(group.name, { exact: true }).waitFor();
    await shoot(examiner, 'group-station-drawer');
    expect(await seriousViolations(examiner)).toEqual([]);
    await examiner.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectNoSidewaysScroll(candidate, 'group-station-candidate', shotsDir);

    // 7. The examiner ticks two boxes, then skips to Feedback Time.
    const ticked = [checkboxId(guide[0]!.id, 0), checkboxId(guide[1]!.id, 0)];
    for (const id of ticked) await examiner.locator(`[id="${id}"]`).check();
    await button(examiner, messages.timersNext).click();
    await stepHeading(examiner, messages.phaseQuestion).waitFor();
    await button(examiner, messages.timersNext).click();
    await msUntilShown(everyone, (page) => stepHeading(page, messages.phaseFeedback));

    // The candidate's marking guide shows the examiner's two ticks, and cannot be changed.
    expect(await tabNames(candidate)).toEqual([
      'Stem',
      'Patient Script',
      ...brief,
      'Marking Guide',
      'Approach Guide',
      'Questions',
      'Notes',
    ]);
    // The candidate's own notes are kept with the mark the examiner records.
    await candidate.getByRole('tab', { name: 'Notes' }).click();
    await candidate.getByLabel(messages.stationNotesLabel).fill('Chest pain: ACS or PE?');
    await candidate.getByRole('tab', { name: 'Marking Guide' }).click();
    const boxes = candidate.locator('.marking-form input[type="checkbox"]');
    await expect.poll(() => boxes.count()).toBeGreaterThan(2);
    for (const id of ticked) {
      const box = candidate.locator(`[id="${id}"]`);
      await expect.poll(() => box.isChecked()).toBe(true);
      expect(await box.isDisabled()).toBe(true);
    }
    const checked = await boxes.evaluateAll(
      (inputs) => inputs.filter((input) => (input as HTMLInputElement).checked).length,
    );
    expect(checked).toBe(2);
    await shoot(candidate, 'group-station-feedback-candidate');

    // The examiner ends the station (after confirming) and records the mark as Complete.
    await button(examiner, messages.timersFinish).click();
    const confirm = examiner.getByRole('dialog', { name: messages.timersFinish });
    await confirm.getByText(messages.endStationConfirm).waitFor();
    await button(confirm, messages.warningYes).click();
    // The examiner's summary names whose mark it is; the candidate's is their own.
    await stepHeading(
      examiner,
      fill(messages.groupScoreFor, { name: nameOf(candidateMember!) }),
    ).waitFor();
    await stepHeading(candidate, messages.phaseScore).waitFor();
    await candidate.getByText(messages.groupMarkRecordedByExaminer, { exact: true }).waitFor();
    await stepHeading(patient, messages.phaseNext).waitFor();
    await shoot(examiner, 'group-station-score-examiner');
    await shoot(candidate, 'group-station-score-candidate');
    await button(examiner, 'Complete').click();
    await toast(
      examiner,
      fill(messages.groupMarkSavedFor, { name: nameOf(candidateMember!) }),
    ).waitFor();
    await stepHeading(examiner, messages.phaseNext).waitFor();

    // One marking for the candidate: the two ticked boxes, one point each.
    const { markings } = await memberGet<Markings>(
      candidate,
      `/station/${detail.station.id}/markings`,
    );
    expect(markings).toHaveLength(1);
    expect(markings[0]!.notes.notes).toBe('Chest pain: ACS or PE?');
    const points = Object.fromEntries(markings[0]!.scores.map((s) => [s.guide_id, s.points]));
    expect(points[guide[0]!.id]).toBe(1);
    expect(points[guide[1]!.id]).toBe(1);
    expect(Object.values(points).reduce((a, b) => a + b, 0)).toBe(2);
    // The examiner recorded nothing for themself.
    const own = await memberGet<Markings>(examiner, `/station/${detail.station.id}/markings`);
    expect(own.markings).toHaveLength(0);

    // Everyone's final step shows the session summary: who was the candidate and the mark; the
    // candidate alone reads the examiner's note for them.
    const recordedMark = fill(messages.markingOutOf, {
      score: String(markings[0]!.mark),
      maximum: '100',
    });
    const summaryOf = (page: Page) =>
      page.getByRole('region', { name: messages.groupSummaryTitle });
    for (const page of [examiner, patient]) {
      await summaryOf(page).getByText(nameOf(candidateMember!), { exact: true }).waitFor();
      await summaryOf(page).getByText(recordedMark).waitFor();
      expect(await summaryOf(page).getByText(messages.groupSummaryExaminerNote).count()).toBe(0);
    }
    await shoot(patient, 'group-station-summary-patient');

    // 8. The candidate goes on, back to /study, where the group panel has no serious problem.
    await button(candidate, messages.stationContinue).click();
    await stepHeading(candidate, messages.phaseNext).waitFor();
    await summaryOf(candidate).getByText(messages.groupSummaryNoNote, { exact: true }).waitFor();
    await summaryOf(candidate).getByText(recordedMark).waitFor();
    await shoot(candidate, 'group-station-summary-candidate');
    await candidate.getByRole('link', { name: messages.completeBackToStations }).click();
    await candidate.waitForURL(`${baseURL}/study`);
    await candidate
      .getByRole('heading', { level: 2, name: messages.groupPanelCurrently, exact: true })
      .waitFor();
    // The candidate's list shows the station Complete.
    await candidate.getByLabel(messages.studySearchLabel, { exact: true }).fill(String(number));
    await candidate
      .getByRole('list', { name: messages.studyStationsLabel })
      .getByRole('listitem')
      .filter({ has: button(candidate, fill(messages.studySuggestStation, { number })) })
      .getByText('Complete', { exact: true })
      .waitFor();
    await shoot(candidate, 'group-study-candidate');
    expect(await seriousViolations(candidate)).toEqual([]);
  }, 240_000);
});
