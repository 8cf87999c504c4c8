// More of group study in real time (docs/groups.md),
// four members in four browsers: the examiner starts a playlist of two stations for the group and
// moves everyone on with Next Station; a patient whose connection drops is shown 'Reconnecting…'
// to the others and comes back with their role and the group's phase, without a 'joined' toast;
// the examiner who leaves mid-phase sends the others back to /study with the spec's warning; the
// header's Group Study drawer away from the study pages; and a candidate's suggested station.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import {
  button,
  countdowns,
  createAndStartGroup,
  fill,
  nameOf,
  shoot,
  joinGroup,
  memberPost,
  memberRow,
  recordToasts,
  settledDrawer,
  stepHeading,
  takeRole,
} from './support/group-study.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { memberGet } from './support/page-checks.ts';
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
}
interface Playlist {
  id: number;
  name: string;
}

async function loggedIn(member: Member): Promise<Page> {
  const { page } = await session.newPage({ width: 1280 });
  await logIn(page, baseURL, member);
  return page;
}

/** The examiner chooses each phase's minutes, waiting for the server to hold each choice. */
async function setMinutes(examiner: Page, minutes: Record<string, string>): Promise<void> {
  for (const [phase, value] of Object.entries(minutes)) {
    const select = examiner.getByLabel(`${phase} Time (minutes)`, { exact: true });
    await select.selectOption(value);
    await expect.poll(() => select.inputValue()).toBe(value);
  }
}

/** Every page is at `url` within five seconds of this call. */
async function allAt(pages: Page[], url: string): Promise<void> {
  await Promise.all(pages.map((page) => page.waitForURL(url, { timeout: 5_000 })));
}

describe('group study with four members', () => {
  it('plays a playlist, survives a dropped connection and ends when the examiner leaves', async () => {
    const members = await Promise.all(
      ['gsm-exam', 'gsm-cand', 'gsm-pat', 'gsm-obs'].map((tag) =>
        createPaidMember(session, baseURL, outbox, tag),
      ),
    );
    const [examinerMember, candidateMember, patientMember, observerMember] = members as [
      Member,
      Member,
      Member,
      Member,
    ];
    const examiner = await loggedIn(examinerMember);
    const candidate = await loggedIn(candidateMember);
    const patient = await loggedIn(patientMember);
    const observer = await loggedIn(observerMember);
    const everyone = [examiner, candidate, patient, observer];
    const others = [candidate, patient, observer];

    // The examiner's playlist of two stations, made through the API (playlists.e2e.ts makes one
    // through the study screen).
    const [first, second] = await Promise.all(
      [1, 2].map((n) => memberGet<StationDetail>(examiner, `/station/${n}`)),
    );
    const listName = 'Night shift';
    const made = await memberPost<Playlist[]>(examiner, '/playlists/create', {
      name: listName,
      station_id: first!.station.id,
    });
    await memberPost(examiner, '/playlists/add', {
      playlist_id: made[0]!.id,
      station_id: second!.station.id,
    });

    // 1. The group formed; each takes a role, the fourth member Observer.
    const group = await createAndStartGroup(examiner, baseURL, 'Night team');
    for (const page of others) await joinGroup(page, baseURL, group);
    await takeRole(examiner, 'Examiner');
    await takeRole(candidate, 'Candidate');
    await takeRole(patient, 'Patient');
    await takeRole(observer, 'Observer');
    for (const [member, role] of [
      [candidateMember, 'Candidate'],
      [patientMember, 'Patient'],
      [observerMember, 'Observer'],
    ] as const) {
      await memberRow(examiner, nameOf(member)).getByText(role, { exact: true }).waitFor();
    }

    // 2. The examiner starts the playlist from My Playlists: all four open its first station.
    await examiner.getByRole('button', { name: messages.playlistsButton }).click();
    const drawer = examiner.getByRole('dialog', { name: messages.playlistsTitle });
    await button(drawer, `${messages.playlistStart} ${listName}`).click();
    await allAt(everyone, `${baseURL}/station/${first!.station.number}`);
    const position = (index: number) =>
      fill(messages.playlistPlaying, { name: listName, index, count: 2 });
    for (const page of everyone) await page.getByText(position(1)).first().waitFor();
    await stepHeading(examiner, messages.stationSetupTitle).waitFor();
    for (const page of others) {
      await page.getByText(messages.groupWaitingForExaminer, { exact: true }).waitFor();
    }
    await shoot(observer, 'group-playlist-first-observer');

    // The examiner runs it at one second a phase, finishes and records it as Complete.
    await setMinutes(examiner, { Reading: '0', Station: '0', Question: '0', Feedback: '0' });
    await button(examiner, messages.stationStart).click();
    await stepHeading(examiner, messages.phaseFinished).waitFor({ timeout: 15_000 });
    await button(examiner, messages.completeFinish).click();
    await stepHeading(
      examiner,
      fill(messages.groupScoreFor, { name: nameOf(candidateMember) }),
    ).waitFor();
    await button(examiner, 'Complete').click();
    await toast(
      examiner,
      fill(messages.groupMarkSavedFor, { name: nameOf(candidateMember) }),
    ).waitFor();
    await stepHeading(examiner, messages.phaseNext).waitFor();
    await examiner.getByText(position(1)).first().waitFor();
    await shoot(examiner, 'group-playlist-next-examiner');

    // Next Station: all four on the second station within five seconds, back at the setup.
    await button(examiner, messages.playlistNextStation).click();
    await allAt(everyone, `${baseURL}/station/${second!.station.number}`);
    await stepHeading(examiner, messages.stationSetupTitle).waitFor();
    for (const page of others) {
      await page.getByText(messages.groupWaitingForExaminer, { exact: true }).waitFor();
    }
    for (const page of everyone) await page.getByText(position(2)).first().waitFor();
    // The run keeps the playlist's timing.
    expect(await examiner.getByLabel('Station Time (minutes)', { exact: true }).inputValue()).toBe(
      '0',
    );

    // 3. The patient's connection drops for about five seconds. The examiner's group drawer
    // shows them Reconnecting…; meanwhile the examiner starts the station.
    await setMinutes(examiner, { Reading: '1', Station: '2' });
    await button(examiner, messages.groupPanelShow).click();
    const groupDrawer = examiner.getByRole('dialog', { name: messages.groupPanelTitle });
    await settledDrawer(groupDrawer);
    const patientRow = memberRow(groupDrawer, nameOf(patientMember));
    await patientRow.getByText('Patient', { exact: true }).waitFor();
    const toastsSeen = await recordToasts(examiner);
    const dropped = Date.now();
    await patient.context().setOffline(true);
    await patientRow
      .getByText(messages.groupPanelAway, { exact: true })
      .waitFor({ timeout: 4_000 });
    await shoot(examiner, 'group-drop-examiner');
    await examiner.keyboard.press('Escape');
    await groupDrawer.waitFor({ state: 'hidden' });
    await button(examiner, messages.stationStart).click();
    await stepHeading(examiner, messages.phaseReading).waitFor();
    await examiner.waitForTimeout(Math.max(0, 5_000 - (Date.now() - dropped)));
    // Cut off, the patient's screen has not heard of the start.
    expect(await patient.getByText(messages.groupWaitingForExaminer, { exact: true }).count()).toBe(
      1,
    );
    await patient.context().setOffline(false);

    // Back online: the patient's screen is in Reading Time with the examiner's countdown, and
    // their role is still Patient, with no 'joined' toast for the examiner.
    await stepHeading(patient, messages.phaseReading).waitFor({ timeout: 10_000 });
    const [examinerNow, patientNow] = await countdowns([examiner, patient]);
    expect(Math.abs(examinerNow! - patientNow!)).toBeLessThanOrEqual(1);
    await button(examiner, messages.groupPanelShow).click();
    await settledDrawer(groupDrawer);
    await patientRow.getByText('Patient', { exact: true }).waitFor({ timeout: 10_000 });
    await examiner.keyboard.press('Escape');
    await groupDrawer.waitFor({ state: 'hidden' });
    const joined = fill(messages.groupMemberJoined, { name: nameOf(patientMember) });
    expect(await toastsSeen()).not.toContain(joined);
    await shoot(patient, 'group-drop-patient-back');

    // 4. The examiner leaves mid-phase: asked first; on Yes, the others are told and sent to
    // /study within five seconds.
    await button(examiner, messages.stationLeave).click();
    const confirm = examiner.getByRole('dialog', { name: messages.stationLeave });
    await confirm.getByText(messages.groupLeaveStationConfirm, { exact: true }).waitFor();
    await shoot(examiner, 'group-leave-confirm');
    await button(confirm, messages.warningYes).click();
    await Promise.all([
      ...others.map((page) => toast(page, messages.examinerLeft).waitFor({ timeout: 5_000 })),
      allAt(others, `${baseURL}/study`),
    ]);
    await examiner.waitForURL(`${baseURL}/study`);

    // 5. Away from the study pages the header offers the Group Study drawer, with all four.
    const headerEntry = (page: Page) =>
      page.getByRole('banner').getByRole('button', { name: messages.groupPanelTitle, exact: true });
    await observer
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Stats' })
      .click();
    await observer.waitForURL(`${baseURL}/stats`);
    await headerEntry(observer).click();
    const headerDrawer = observer.getByRole('dialog', { name: messages.groupPanelTitle });
    await settledDrawer(headerDrawer);
    for (const member of members) await memberRow(headerDrawer, nameOf(member)).waitFor();
    expect(
      await headerDrawer
        .getByRole('list', { name: messages.groupPanelCurrently })
        .getByRole('listitem')
        .count(),
    ).toBe(4);
    await shoot(observer, 'group-header-drawer');
    await observer.keyboard.press('Escape');
    await headerDrawer.waitFor({ state: 'hidden' });
    await observer
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Study' })
      .click();
    await observer.waitForURL(`${baseURL}/study`);
    // The study page itself, not the header drawer it replaces, is on the screen.
    await observer.getByRole('list', { name: messages.studyStationsLabel }).waitFor();
    await observer.getByRole('complementary').getByText(group.name, { exact: true }).waitFor();
    expect(await headerEntry(observer).count()).toBe(0);

    // 6. The candidate suggests a station: the examiner is told and the panel lists it.
    const suggest = candidate.getByRole('button', { name: /^Suggest station \d+$/ }).first();
    const number = Number((await suggest.getAttribute('aria-label'))!.split(' ').pop());
    await suggest.click();
    await toast(candidate, fill(messages.groupSuggestedStationYou, { number })).waitFor();
    const told = fill(messages.groupSuggestedStationBy, { name: nameOf(candidateMember), number });
    await toast(examiner, told).waitFor();
    // The examiner's toast record (step 3) holds it: that record would have seen a 'joined'.
    expect(await toastsSeen()).toContain(told);
    const suggested = examiner
      .getByRole('heading', { level: 3, name: messages.groupPanelSuggestedStations, exact: true })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem');
    await suggested
      .filter({ hasText: fill(messages.groupPanelSuggestedBy, { name: nameOf(candidateMember) }) })
      .getByText(new RegExp(`^Station ${number}: `))
      .waitFor();
    expect(await suggested.count()).toBe(1);
    await shoot(examiner, 'group-suggested-examiner');
  }, 240_000);
});
