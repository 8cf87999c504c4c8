// Leaving a running station, and what a group's members read (docs/station-run.md, 'Leaving a
// station'; docs/groups.md). A new member's dashboard Start keeps the station through the role
// chooser, and their solo run asks before the back button throws it away. In a group of three: the
// station page's drawer offers no Join to members already in it; removing a member asks first and
// tells them; the candidate's own screen says when its connection drops and when it is back; the
// back button asks; the examiner's stray click on a header link asks, No keeps the station for
// everyone and Yes ends it for them; after the station ends the candidate reads that the examiner
// is marking, and the examiner is asked to mark the candidate.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import {
  button,
  createAndStartGroup,
  fill,
  joinGroup,
  memberRow,
  nameOf,
  settledDrawer,
  shotsDir,
  stepHeading,
  takeRole,
} from './support/group-study.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
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

async function loggedIn(member: Member): Promise<Page> {
  const { page } = await session.newPage({ width: 1280 });
  await logIn(page, baseURL, member);
  return page;
}

/** With GROUP_SHOTS set: the page at 1280 px, then at 375 px (and back to 1280). */
async function shootBoth(page: Page, shot: string): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/1280-${shot}.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${shotsDir}/375-${shot}.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The question a station asks before the member leaves it. */
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: messages.stationLeave });

/** The member's own connection status (always in the page while in a group). */
const connectionStatus = (page: Page) => page.locator('.group-connection[role="status"]');

describe('leaving a station, and what each member reads', () => {
  it('asks before any route leaves a running station, and speaks to each role', async () => {
    const [soloMember, examinerMember, candidateMember, patientMember] = await Promise.all(
      ['flow-solo', 'flow-exam', 'flow-cand', 'flow-pat'].map((tag) =>
        createPaidMember(session, baseURL, outbox, tag),
      ),
    );

    // 1. A new member (no role yet) presses a featured station's Start on the dashboard: the role
    // chooser opens on /study, and choosing Solo Candidate opens that station.
    const solo = await loggedIn(soloMember!);
    // The tutorial opens by itself for a new member: closed first.
    const tutorial = solo.getByRole('dialog', { name: messages.profileTutorial });
    await tutorial.waitFor();
    await solo.keyboard.press('Escape');
    await tutorial.waitFor({ state: 'hidden' });
    const featured = solo.getByRole('link', { name: /^Start station \d+: / }).first();
    const featuredNumber = Number(
      /station (\d+):/.exec((await featured.getAttribute('aria-label'))!)![1],
    );
    await featured.click();
    const chooser = solo.getByRole('dialog', { name: messages.studyChooseRoleTitle });
    await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
    await solo.waitForURL(`${baseURL}/station/${featuredNumber}`);
    await button(solo, messages.stationStart).click();
    // (A station already completed asks first; this member has completed none.)
    await stepHeading(solo, messages.phaseReading).waitFor();

    // 2. The solo back button mid-station asks; No keeps the run, Yes leaves it (to /profile).
    await solo.goBack();
    await leaveDialog(solo).getByText(messages.stationLeaveConfirm, { exact: true }).waitFor();
    await shootBoth(solo, 'flow-solo-back-asks');
    await button(leaveDialog(solo), messages.warningNo).click();
    await leaveDialog(solo).waitFor({ state: 'hidden' });
    expect(solo.url()).toBe(`${baseURL}/station/${featuredNumber}`);
    await stepHeading(solo, messages.phaseReading).waitFor();
    await solo.goBack();
    await button(leaveDialog(solo), messages.warningYes).click();
    await solo.waitForURL(`${baseURL}/profile`);
    await solo.close();

    // 3. A group of three with its roles; the examiner starts the first station of the list.
    const examiner = await loggedIn(examinerMember!);
    const candidate = await loggedIn(candidateMember!);
    const patient = await loggedIn(patientMember!);
    const group = await createAndStartGroup(examiner, baseURL, 'Flow team');
    await joinGroup(candidate, baseURL, group);
    await joinGroup(patient, baseURL, group);
    await takeRole(examiner, 'Examiner');
    await takeRole(candidate, 'Candidate');
    await takeRole(patient, 'Patient');
    const start = examiner.getByRole('button', { name: /^Start station \d+$/ }).first();
    const number = Number((await start.getAttribute('aria-label'))!.split(' ').pop());
    await start.click();
    const stationURL = `${baseURL}/station/${number}`;
    for (const page of [examiner, candidate, patient]) await page.waitForURL(stationURL);
    await stepHeading(examiner, messages.stationSetupTitle).waitFor();
    await button(examiner, messages.stationStart).click();
    for (const page of [examiner, candidate, patient]) {
      await stepHeading(page, messages.phaseReading).waitFor();
    }

    // 4. On the station page the drawer shows the current station without Join.
    await button(examiner, messages.groupPanelShow).click();
    const drawer = examiner.getByRole('dialog', { name: messages.groupPanelTitle });
    await settledDrawer(drawer);
    await drawer.getByText(fill(messages.groupPanelStationName, { number })).first().waitFor();
    expect(await button(drawer, messages.groupPanelJoinStation).count()).toBe(0);

    // 5. Removing the patient asks first; No keeps them, Yes removes them and tells them so.
    const removeLabel = fill(messages.groupPanelRemoveLabel, { name: nameOf(patientMember!) });
    const removeDialog = examiner.getByRole('dialog', { name: messages.groupRemoveTitle });
    await drawer.getByRole('button', { name: removeLabel }).click();
    const question = fill(messages.groupRemoveConfirm, { name: nameOf(patientMember!) });
    await removeDialog.getByText(question, { exact: true }).waitFor();
    await shootBoth(examiner, 'flow-remove-asks');
    await button(removeDialog, messages.groupsCancel).click();
    await removeDialog.waitFor({ state: 'hidden' });
    await memberRow(drawer, nameOf(patientMember!)).getByText('Patient', { exact: true }).waitFor();
    expect(patient.url()).toBe(stationURL);
    await drawer.getByRole('button', { name: removeLabel }).click();
    await button(removeDialog, messages.groupPanelRemove).click();
    await toast(patient, messages.groupRemovedYou).waitFor({ timeout: 5_000 });
    await patient.waitForURL(`${baseURL}/study-groups`);
    await memberRow(drawer, nameOf(patientMember!)).waitFor({ state: 'detached' });
    await examiner.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // 6. The candidate's own screen says when its connection drops, and when it is back.
    await candidate.context().setOffline(true);
    await connectionStatus(candidate)
      .getByText(messages.groupConnectionLost, { exact: true })
      .waitFor({ timeout: 10_000 });
    await shootBoth(candidate, 'flow-candidate-reconnecting');
    await candidate.context().setOffline(false);
    await connectionStatus(candidate)
      .getByText(messages.groupReconnected, { exact: true })
      .waitFor({ timeout: 15_000 });
    await shootBoth(candidate, 'flow-candidate-reconnected');
    await connectionStatus(candidate).getByText(messages.groupReconnected).waitFor({
      state: 'detached',
      timeout: 10_000,
    });
    await stepHeading(candidate, messages.phaseReading).waitFor();

    // 7. The candidate's back button asks; No keeps them in the station.
    await candidate.goBack();
    await leaveDialog(candidate)
      .getByText(messages.groupLeaveStationConfirm, { exact: true })
      .waitFor();
    await button(leaveDialog(candidate), messages.warningNo).click();
    await leaveDialog(candidate).waitFor({ state: 'hidden' });
    expect(candidate.url()).toBe(stationURL);
    await stepHeading(candidate, messages.phaseReading).waitFor();

    // 8. The examiner's stray click on My Stats asks; No keeps the station for everyone.
    const myStats = examiner
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Stats' });
    await myStats.click();
    await leaveDialog(examiner)
      .getByText(messages.groupLeaveStationConfirm, { exact: true })
      .waitFor();
    await shootBoth(examiner, 'flow-examiner-header-link-asks');
    await button(leaveDialog(examiner), messages.warningNo).click();
    await leaveDialog(examiner).waitFor({ state: 'hidden' });
    expect(examiner.url()).toBe(stationURL);
    await button(examiner, messages.timersNext).click();
    for (const page of [examiner, candidate]) {
      await stepHeading(page, messages.phaseStation).waitFor({ timeout: 5_000 });
    }
    expect(candidate.url()).toBe(stationURL);

    // 9. The station ends: the candidate reads that the examiner is marking, the examiner that
    // they mark the candidate. Return to Feedback runs it again.
    // (Next Step past feedback time, as when its time runs out; Finish Station skips this step.)
    for (const phase of [messages.phaseQuestion, messages.phaseFeedback, messages.phaseFinished]) {
      await button(examiner, messages.timersNext).click();
      await stepHeading(examiner, phase).waitFor();
    }
    await examiner.getByText(messages.groupCompleteIntroExaminer, { exact: true }).waitFor();
    await stepHeading(candidate, messages.phaseFinished).waitFor();
    await candidate.getByText(messages.groupExaminerMarking, { exact: true }).waitFor();
    expect(await candidate.getByText(messages.groupWaitingForExaminer).count()).toBe(0);
    await shootBoth(candidate, 'flow-candidate-examiner-marking');
    await shootBoth(examiner, 'flow-examiner-marks-candidate');
    await button(examiner, messages.completeReturnToFeedback).click();
    for (const page of [examiner, candidate]) {
      await stepHeading(page, messages.phaseFeedback).waitFor({ timeout: 5_000 });
    }

    // 10. My Stats again, and Yes: the examiner is on /stats; the candidate is told the examiner
    // left and is back on /study.
    await myStats.click();
    await button(leaveDialog(examiner), messages.warningYes).click();
    await examiner.waitForURL(`${baseURL}/stats`);
    await toast(candidate, messages.examinerLeft).waitFor({ timeout: 5_000 });
    await candidate.waitForURL(`${baseURL}/study`, { timeout: 5_000 });
  }, 240_000);
});
