// @vitest-environment happy-dom
// A version 2 station on the station screen, as each role sees it (docs/station-run.md, 'Version 2
// stations on the station screen'): the Charts and Images and Examiner Brief tabs by role and phase
// and left out when empty; the diagnosis in the header, the approach guide and the score summary;
// anchors, Critical tags and domains in the guide; discussion questions from feedback; references
// and the review date; each domain's share and the critical items missed. A version 1 station
// shows none of it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { Role, StationPhase, StationTab } from '@osce/shared/stations/roles';
import { checkboxId } from '@osce/shared/stations/scoring';
import { renderWithApp } from '../../../test/dom';
import type { StationDetail } from '../types';
import { NO_MARKING_ANSWERS, summariseMarking } from '../utils/marking-summary';
import { ScoreSummary } from './score-summary';
import { StationContent } from './station-content';
import { StationHeader } from './station-header';

const DIAGNOSIS = 'Inferior STEMI with possible right ventricular involvement';

function station(format: 1 | 2): StationDetail {
  const html = (content: string) => ({ content });
  const v2 = format === 2;
  return {
    station: {
      id: 30,
      number: 3,
      name: 'Chest pain — emergency department',
      types: ['Acute Assessment'],
      stationTaxons: { levels: [], difficulties: [], types: [], specialties: [], systems: [] },
      available_to_trial: true,
      recommended_timing: v2 ? { reading: 1, station: 8, question: 2, feedback: 3 } : null,
      status: 'not_attempted',
      favourited: false,
      mark: null,
      average: null,
      latest_completion: null,
      stem: html('<p>Mr Ade Bello, 61, has central chest pain.</p>'),
      stem_tasks: [],
      format,
      diagnosis: v2 ? DIAGNOSIS : 'Chest pain — emergency department',
      references: v2
        ? [
            {
              title: 'Acute coronary syndromes (NG185)',
              publisher: 'NICE',
              year: 2020,
              link: 'https://www.nice.org.uk/guidance/ng185',
            },
          ]
        : [],
      last_reviewed: v2 ? '2026-11-25' : null,
      reviewed_by: v2 ? 'OSCE Studio content team' : null,
    },
    station_components: {
      stem: html('<p>Mr Ade Bello, 61, has central chest pain.</p>'),
      patient_scenario: html('<p>You are Ade Bello.</p>'),
      approach_guide: html('<p>Start with an ECG.</p>'),
      examiner_brief: v2 ? html('<p>At 4 minutes, hand over the ECG.</p>') : null,
      artefacts: v2
        ? [
            {
              id: 'bloods',
              title: 'Blood results',
              url: null,
              alt: null,
              content: '<p>Troponin 850 ng/L</p>',
              phase: 'station',
              roles: ['candidate', 'examiner'],
              source: 'Written for OSCE Studio',
              licence: 'CC BY 4.0, OSCE Studio',
            },
          ]
        : [],
      global_descriptors: v2
        ? {
            clear_fail: 'Gives nitrates to a hypotensive patient.',
            borderline: 'Reaches the diagnosis late.',
            pass: 'Recognises STEMI and calls for PCI.',
            excellent: 'Also spots the right ventricular involvement.',
          }
        : null,
      marking_guides: [
        {
          id: 1,
          task: '<p>Introduces self</p>',
          max_marks: 1,
          domain: v2 ? 'interpersonal' : null,
          anchors: null,
          critical: false,
          critical_reason: null,
        },
        {
          id: 2,
          task: '<p>Avoids nitrates</p>',
          max_marks: 2,
          domain: v2 ? 'clinical_management' : null,
          anchors: v2
            ? [
                { marks: 0, text: 'Gives GTN' },
                { marks: 1, text: 'Hesitates' },
                { marks: 2, text: 'Withholds GTN and says why' },
              ]
            : null,
          critical: v2,
          critical_reason: v2 ? 'GTN in right ventricular infarction can cause collapse.' : null,
        },
      ],
      questions: [
        { question: '<p>What is the diagnosis?</p>', answer: '<p>STEMI.</p>', discussion: false },
        {
          question: '<p>How would you explain PCI?</p>',
          answer: '<p>Plainly.</p>',
          discussion: v2,
        },
      ],
    },
  };
}

function content(
  detail: StationDetail,
  role: Role,
  phase: StationPhase,
  tab: StationTab = 'stem',
  showAll = false,
) {
  return renderWithApp(
    <StationContent
      detail={detail}
      role={role}
      phase={phase}
      showAll={showAll}
      activeTab={tab}
      onTabChange={() => {}}
      markingForm={null}
      notes=""
      onNotesChange={() => {}}
      notesReadOnly={false}
    />,
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the tabs of a version 2 station', () => {
  it('gives the examiner the Examiner Brief and Charts and Images from Reading Time', () => {
    content(station(2), 'examiner', 'reading', 'examiner_brief');
    expect(tabNames()).toEqual([
      'Stem',
      'Charts and Images',
      'Patient Script',
      'Examiner Brief',
      'Marking Guide',
      'Notes',
    ]);
    expect(screen.getByRole('tabpanel').textContent).toContain('At 4 minutes');
  });

  it('leaves Charts and Images out for the candidate until the artefact’s phase, and never shows the brief', () => {
    content(station(2), 'candidate-2', 'reading');
    expect(tabNames()).toEqual(['Stem', 'Notes']);
  });

  it('shows the candidate the artefact from its phase', () => {
    content(station(2), 'candidate-1', 'station', 'artefacts');
    expect(tabNames()).toContain('Charts and Images');
    expect(screen.getByRole('heading', { name: 'Blood results' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('Troponin 850 ng/L');
  });

  it('leaves both tabs out for a version 1 station, even in feedback', () => {
    content(station(1), 'examiner', 'feedback');
    expect(tabNames()).not.toContain('Charts and Images');
    expect(tabNames()).not.toContain('Examiner Brief');
  });
});

describe('the marking guide of a version 2 station', () => {
  it('shows each item’s domain, the Critical tag with its reason, the anchors and the descriptors', () => {
    content(station(2), 'examiner', 'station', 'marking_guide');
    const panel = within(screen.getByRole('tabpanel'));

    expect(panel.getByText('Interpersonal skills')).toBeTruthy();
    expect(panel.getByText('Clinical management')).toBeTruthy();
    expect(panel.getByText(messages.markingCritical)).toBeTruthy();
    expect(
      panel.getByText(
        'Why it is critical: GTN in right ventricular infarction can cause collapse.',
      ),
    ).toBeTruthy();
    const anchors = panel.getByRole('list', { name: messages.markingAnchorsLabel });
    expect(
      within(anchors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 — Gives GTN', '1 — Hesitates', '2 — Withholds GTN and says why']);
    expect(panel.getByText(messages.globalBorderline)).toBeTruthy();
    expect(panel.getByText('Reaches the diagnosis late.')).toBeTruthy();
  });

  it('shows none of them for a version 1 station', () => {
    content(station(1), 'examiner', 'station', 'marking_guide');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.queryByText(messages.markingCritical)).toBeNull();
    expect(panel.queryByRole('list', { name: messages.markingAnchorsLabel })).toBeNull();
    expect(panel.queryByText(messages.globalDescriptorsTitle)).toBeNull();
  });
});

describe('the questions of a version 2 station', () => {
  it('keeps the discussion question back in Question Time', () => {
    content(station(2), 'candidate-1', 'question', 'questions');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('What is the diagnosis?');
    expect(panel.textContent).not.toContain('How would you explain PCI?');
    expect(screen.queryByRole('heading', { name: messages.discussionQuestions })).toBeNull();
  });

  it('leaves the tab out in Question Time when every question is for the discussion', () => {
    const detail = station(2);
    detail.station_components.questions = detail.station_components.questions.map((q) => ({
      ...q,
      discussion: true,
    }));
    content(detail, 'candidate-1', 'question');
    expect(tabNames()).not.toContain('Questions');
  });

  it('lists it under its own heading from feedback, numbered on', () => {
    content(station(2), 'candidate-1', 'feedback', 'questions');
    const discussion = screen.getByRole('region', { name: messages.discussionQuestions });
    expect(within(discussion).getByRole('heading', { name: 'Question 2' })).toBeTruthy();
    expect(discussion.textContent).toContain('How would you explain PCI?');
  });
});

describe('the approach guide of a version 2 station', () => {
  it('opens with the diagnosis and ends with the references and the review', () => {
    content(station(2), 'candidate-1', 'feedback', 'approach_guide');
    const panel = screen.getByRole('tabpanel');
    expect(panel.firstElementChild?.textContent).toBe(`${messages.stationDiagnosis} ${DIAGNOSIS}`);
    const link = within(panel).getByRole('link', { name: /Acute coronary syndromes \(NG185\)/ });
    expect(link.getAttribute('href')).toBe('https://www.nice.org.uk/guidance/ng185');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(panel.textContent).toContain('NICE, 2020');
    expect(panel.textContent).toContain('Last reviewed 25/11/2026 by OSCE Studio content team');
  });

  it('has none of these for a version 1 station', () => {
    content(station(1), 'candidate-1', 'feedback', 'approach_guide');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Start with an ECG.');
  });
});

function header(detail: StationDetail, role: Role, diagnosis: string | null, nameHidden = false) {
  return renderWithApp(
    <StationHeader
      station={detail.station}
      role={role}
      nameHidden={nameHidden}
      diagnosis={diagnosis}
      preview={false}
      playlistPosition={null}
      onReport={() => {}}
      onLeave={() => {}}
    />,
  );
}

describe('the station header', () => {
  it('shows the diagnosis under the name when given, and the name hidden stays hidden', () => {
    header(station(2), 'candidate-2', DIAGNOSIS, true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Station 3');
    expect(screen.getByText(DIAGNOSIS)).toBeTruthy();
  });

  it('shows no diagnosis line without one', () => {
    header(station(2), 'candidate-1', null);
    expect(screen.queryByText(messages.stationDiagnosis)).toBeNull();
  });
});

function summary(detail: StationDetail, ticked: string[]) {
  const guide = detail.station_components.marking_guides;
  const answers = { ...NO_MARKING_ANSWERS, ticked: new Set(ticked), globalScore: '3' };
  return renderWithApp(
    <ScoreSummary
      headingRef={{ current: null }}
      summary={summariseMarking(answers, guide)}
      detail={detail}
      preview={false}
      sending={null}
      onChoose={() => {}}
      onContinue={() => {}}
    />,
  );
}

describe('the score summary of a version 2 station', () => {
  it('keeps the spec’s mark and adds the diagnosis, each domain’s share and the critical item missed', () => {
    // Introduces self ticked; one of the two boxes of the critical item: 2 + 3 of 8.
    summary(station(2), [checkboxId(1, 0), checkboxId(2, 0)]);

    expect(screen.getByText(messages.markingTotal).nextElementSibling?.textContent).toBe('5 / 8');
    expect(screen.getByText(DIAGNOSIS)).toBeTruthy();
    const domains = screen.getByRole('region', { name: messages.scoreDomainsTitle });
    expect(
      within(domains)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clinical management50%', 'Interpersonal skills100%']);
    const critical = screen.getByRole('region', { name: messages.scoreCriticalTitle });
    expect(critical.textContent).toContain('Avoids nitrates');
    expect(critical.textContent).toContain(
      'GTN in right ventricular infarction can cause collapse.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('flags nothing when every critical item is met', () => {
    summary(station(2), [checkboxId(2, 0), checkboxId(2, 1)]);
    expect(screen.queryByRole('region', { name: messages.scoreCriticalTitle })).toBeNull();
  });

  it('adds nothing for a version 1 station', () => {
    summary(station(1), [checkboxId(1, 0)]);
    expect(screen.getByText(messages.markingTotal).nextElementSibling?.textContent).toBe('4 / 8');
    expect(screen.queryByText(messages.stationDiagnosis)).toBeNull();
    expect(screen.queryByRole('region', { name: messages.scoreDomainsTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: messages.scoreCriticalTitle })).toBeNull();
  });
});
