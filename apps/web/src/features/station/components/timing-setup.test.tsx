// @vitest-environment happy-dom
// The setup step's timing (docs/station-run.md, 'Timing a version 2 station'): it starts where
// startingTiming says and says which ('Recommended for this station', 'Your timing for this
// station', 'PLAB 2 preset', 'Your preferred timing'); Use recommended, the exam presets, Save for
// this station and its Forget send what they should; Save as preferred still works; a group's
// examiner chooses without saving; the preview shows its fixed minutes only.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@osce/shared/messages';
import { PLAB2_PRESET } from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes, StationTiming } from '@osce/shared/stations/timing';
import { renderWithApp, stubApi, type ApiCall } from '../../../test/dom';
import type { StationDetail } from '../types';
import { previewTiming, stationStartTiming } from '../utils/initial-timing';
import { TimingSetup } from './timing-setup';

const RECOMMENDED = { reading: 1, station: 10, question: 2, feedback: 3 };
const PREFERRED = { reading: 2, station: 6, question: 2, feedback: 2 };
const MINE = { reading: 3, station: 9, question: 1, feedback: 5 };

function detail(
  overrides: Partial<StationDetail> = {},
  recommended: PhaseMinutes | null = RECOMMENDED,
) {
  const html = (content: string) => ({ content });
  return {
    station: {
      id: 41,
      number: 4,
      name: 'Headache — GP surgery',
      types: ['History'],
      stationTaxons: { levels: [], difficulties: [], types: [], specialties: [], systems: [] },
      available_to_trial: true,
      recommended_timing: recommended,
      status: 'not_attempted',
      favourited: false,
      mark: null,
      average: null,
      latest_completion: null,
      stem: html('<p>Ms Reid, 34, has headaches.</p>'),
      stem_tasks: [{ task: 'Take a history.', station_area: 'station', kind: 'history' }],
      format: 2,
      diagnosis: 'Medication-overuse headache',
      references: [],
      last_reviewed: null,
      reviewed_by: null,
    },
    station_components: {
      stem: html('<p>Ms Reid, 34, has headaches.</p>'),
      patient_scenario: html('<p>You are Ms Reid.</p>'),
      approach_guide: html('<p>Ask about analgesia.</p>'),
      examiner_brief: null,
      artefacts: [],
      global_descriptors: null,
      marking_guides: [],
      questions: [],
    },
    saved_timing: null,
    exam_preset: null,
    ...overrides,
  } as StationDetail;
}

/** The API as the member's: GET /user, and the three timing calls answered as the server does. */
function stubMemberApi(): ApiCall[] {
  return stubApi((call) => {
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.path.startsWith('/user?')) return { body: { id: 1, preferred_timing: PREFERRED } };
    if (call.path === '/user/save_station_timing') {
      const { station_id, ...minutes } = body;
      return {
        body: {
          success: true,
          message: messages.stationTimingSaved,
          station_id,
          saved_timing: minutes,
        },
      };
    }
    if (call.path === '/user/clear_station_timing') {
      return {
        body: {
          success: true,
          message: messages.stationTimingCleared,
          station_id: body.station_id,
          saved_timing: null,
        },
      };
    }
    if (call.path === '/user/save_exam_preset') {
      return {
        body: { success: true, message: messages.examPresetSaved, exam_preset: body.preset },
      };
    }
    if (call.path === '/user/save_timing') {
      return { body: { success: true, message: messages.timingSaved, preferred_timing: body } };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
}

function Setup({
  station,
  group = false,
  preview = false,
  onSave = () => undefined,
}: {
  station: StationDetail;
  group?: boolean;
  preview?: boolean;
  onSave?: (minutes: PhaseMinutes) => void;
}) {
  const [timing, setTiming] = useState<StationTiming>(() =>
    preview ? previewTiming() : stationStartTiming(station, PREFERRED),
  );
  return (
    <TimingSetup
      timing={timing}
      station={station.station}
      detail={station}
      group={group}
      preview={preview}
      headingRef={null}
      onTimingChange={setTiming}
      onSave={onSave}
      saving={false}
      onStart={() => undefined}
    />
  );
}

const select = (phase: string) =>
  screen.getByLabelText(
    messages.stationPhaseMinutes.replace('{phase}', phase),
  ) as HTMLSelectElement;
const shownMinutes = () =>
  ['Reading Time', 'Station Time', 'Question Time', 'Feedback Time'].map((p) =>
    Number(select(p).value),
  );
const source = () => screen.getByRole('status').textContent;
const sourceIs = (text: string) => messages.timingSourceLabel.replace('{source}', text);
const minutesOf = (m: PhaseMinutes) => [m.reading, m.station, m.question, m.feedback];

describe('TimingSetup: where the minutes start and what it says of them', () => {
  it('starts from the station’s recommended timing and says so', async () => {
    stubMemberApi();
    renderWithApp(<Setup station={detail()} />);
    expect(shownMinutes()).toEqual(minutesOf(RECOMMENDED));
    await waitFor(() => expect(source()).toBe(sourceIs('Recommended for this station')));
    expect(
      screen.getByText(/Recommended for this station: Reading Time 1 min, Station Time 10 min/),
    ).toBeTruthy();
    // Already the recommended minutes: no button to use them.
    expect(screen.queryByRole('button', { name: messages.timingUseRecommended })).toBeNull();
  });

  it('starts from the member’s own timing for this station before anything else', async () => {
    stubMemberApi();
    renderWithApp(<Setup station={detail({ saved_timing: MINE, exam_preset: 'plab2' })} />);
    expect(shownMinutes()).toEqual(minutesOf(MINE));
    await waitFor(() => expect(source()).toBe(sourceIs('Your timing for this station')));
    expect(screen.getByRole('button', { name: messages.timingClearForStation })).toBeTruthy();
  });

  it('starts from the exam preset when there is no timing for this station', async () => {
    stubMemberApi();
    renderWithApp(<Setup station={detail({ exam_preset: 'plab2' })} />);
    expect(shownMinutes()).toEqual(minutesOf(PLAB2_PRESET.minutes));
    await waitFor(() => expect(source()).toBe(sourceIs('PLAB 2 preset')));
    expect((screen.getByLabelText(messages.examPresetLabel) as HTMLSelectElement).value).toBe(
      'plab2',
    );
    expect(screen.getByText(/1\.5 minutes to read/)).toBeTruthy();
  });

  it('starts from the preferred timing for a version 1 station (no recommended timing)', async () => {
    stubMemberApi();
    renderWithApp(<Setup station={detail({}, null)} />);
    expect(shownMinutes()).toEqual(minutesOf(PREFERRED));
    await waitFor(() => expect(source()).toBe(sourceIs('Your preferred timing')));
    expect(screen.queryByText(/Recommended for this station:/)).toBeNull();
  });
});

describe('TimingSetup: the member’s choices', () => {
  it('a change by hand is their own choice; Use recommended brings the recommended minutes back', async () => {
    stubMemberApi();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail()} />);
    await user.selectOptions(select('Station Time'), '7');
    await waitFor(() => expect(source()).toBe(sourceIs('Your choice for this attempt')));
    await user.click(screen.getByRole('button', { name: messages.timingUseRecommended }));
    expect(shownMinutes()).toEqual(minutesOf(RECOMMENDED));
    expect(source()).toBe(sourceIs('Recommended for this station'));
  });

  it('Save for this station sends the minutes on screen for this station', async () => {
    const calls = stubMemberApi();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail()} />);
    await user.selectOptions(select('Station Time'), '9');
    await user.click(screen.getByRole('button', { name: messages.timingSaveForStation }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/user/save_station_timing')?.body).toEqual({
        station_id: 41,
        ...RECOMMENDED,
        station: 9,
      }),
    );
  });

  it('Forget my timing for this station sends the station', async () => {
    const calls = stubMemberApi();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail({ saved_timing: MINE })} />);
    await user.click(screen.getByRole('button', { name: messages.timingClearForStation }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/user/clear_station_timing')?.body).toEqual({
        station_id: 41,
      }),
    );
  });

  it('choosing a preset uses its minutes and saves it; No exam preset goes back and clears it', async () => {
    const calls = stubMemberApi();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail()} />);
    const presets = screen.getByLabelText(messages.examPresetLabel);
    expect(
      screen
        .getAllByRole('option', { name: /PLAB 2 \(8 minutes\)|UKMLA CPSA/ })
        .map((o) => o.textContent),
    ).toEqual(['PLAB 2 (8 minutes)', 'UKMLA CPSA / finals (typical 8 minutes)']);
    await user.selectOptions(presets, 'plab2');
    expect(shownMinutes()).toEqual(minutesOf(PLAB2_PRESET.minutes));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/user/save_exam_preset').map((c) => c.body)).toEqual([
        { preset: 'plab2' },
      ]),
    );
    await user.selectOptions(presets, '');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/user/save_exam_preset').map((c) => c.body)).toEqual([
        { preset: 'plab2' },
        { preset: null },
      ]),
    );
    expect(shownMinutes()).toEqual(minutesOf(RECOMMENDED));
  });

  it('No exam preset goes back to the member’s own timing for this station when there is one', async () => {
    stubMemberApi();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail({ saved_timing: MINE, exam_preset: 'plab2' })} />);
    const presets = screen.getByLabelText(messages.examPresetLabel);
    await user.selectOptions(presets, 'plab2');
    expect(shownMinutes()).toEqual(minutesOf(PLAB2_PRESET.minutes));
    await user.selectOptions(presets, '');
    expect(shownMinutes()).toEqual(minutesOf(MINE));
  });

  it('keeps Save as preferred as it was', async () => {
    stubMemberApi();
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail()} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: messages.stationSaveTiming }));
    expect(onSave).toHaveBeenCalledWith(RECOMMENDED);
  });
});

describe('TimingSetup in a group and in the preview', () => {
  it('lets a group’s examiner choose a preset or the recommended minutes without saving them', async () => {
    const calls = stubMemberApi();
    const user = userEvent.setup();
    renderWithApp(<Setup station={detail()} group />);
    expect(screen.getByText(messages.timingGroupChoice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.timingSaveForStation })).toBeNull();
    const presets = screen.getByLabelText(messages.examPresetLabel) as HTMLSelectElement;
    await user.selectOptions(presets, 'ukmla_cpsa');
    expect(shownMinutes()).toEqual([1, 6, 2, 2]);
    expect(presets.value).toBe('ukmla_cpsa');
    expect(source()).toBe(sourceIs('UKMLA CPSA preset'));
    // PLAB 2's minutes are the preferred ones here: the pick still names the preset.
    await user.selectOptions(presets, 'plab2');
    expect(presets.value).toBe('plab2');
    expect(source()).toBe(sourceIs('PLAB 2 preset'));
    await user.click(screen.getByRole('button', { name: messages.timingUseRecommended }));
    expect(shownMinutes()).toEqual(minutesOf(RECOMMENDED));
    expect(presets.value).toBe('');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the preview’s fixed minutes, with no choices and no call for the member', () => {
    const calls = stubMemberApi();
    renderWithApp(<Setup station={detail()} preview />);
    expect(screen.getByText(messages.stationPreviewTimingIntro)).toBeTruthy();
    expect(screen.queryByLabelText(messages.examPresetLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: messages.timingSaveForStation })).toBeNull();
    expect(calls).toEqual([]);
  });
});
