import { describe, expect, it } from 'vitest';
import {
  canClearAllRoles,
  canSeeAnswers,
  canSeeArtefact,
  canSeeDiagnosis,
  canSeeQuestion,
  canSeeTab,
  canToggleHiddenNames,
  canToggleShowAll,
  controlsFor,
  defaultTab,
  filterSections,
  namesHidden,
  ROLE_LABELS,
  ROLES,
  roleFromChoice,
  seesLiveMarking,
  STATION_PHASES,
  STATION_TABS,
  stationAction,
  visibleTabs,
  type FilterSection,
  type Role,
  type RoleControls,
  type StationPhase,
  type StationTab,
} from './roles.ts';

// The spec's section visibility (docs/station-run.md, 'Who may do what'), written out by hand so the test does
// not borrow the rule it checks. For each tab and role: the phases the tab is shown in, without
// Show All Content. Where the spec is silent, the decisions documented in roles.ts apply: the setup
// step shows what reading time shows, and the completion steps show what feedback time shows.
const ALWAYS: readonly StationPhase[] = [
  'setup',
  'reading',
  'station',
  'question',
  'feedback',
  'complete_1',
  'complete_2',
  'complete_3',
];
const NEVER: readonly StationPhase[] = [];
/** Feedback Time and the completion steps after it. */
const FEEDBACK: readonly StationPhase[] = ['feedback', 'complete_1', 'complete_2', 'complete_3'];
/** Question Time, then feedback as above. */
const QUESTION_ON: readonly StationPhase[] = ['question', ...FEEDBACK];

const SHOWN_IN: Record<StationTab, Record<Role, readonly StationPhase[]>> = {
  // Stem and notes: everyone.
  stem: {
    'candidate-1': ALWAYS,
    'candidate-2': ALWAYS,
    examiner: ALWAYS,
    patient: ALWAYS,
    observer: ALWAYS,
  },
  notes: {
    'candidate-1': ALWAYS,
    'candidate-2': ALWAYS,
    examiner: ALWAYS,
    patient: ALWAYS,
    observer: ALWAYS,
  },
  // Version 2 (docs/content.md, 'Who sees what'): the tab is everyone's; which artefacts it holds
  // is canSeeArtefact's matrix below.
  artefacts: {
    'candidate-1': ALWAYS,
    'candidate-2': ALWAYS,
    examiner: ALWAYS,
    patient: ALWAYS,
    observer: ALWAYS,
  },
  // The examiner from Reading Time (setup shows what reading shows), the observer always; the
  // patient script stays the actor's, so the patient reads the brief with everyone in feedback.
  examiner_brief: {
    'candidate-1': FEEDBACK,
    'candidate-2': FEEDBACK,
    examiner: ALWAYS,
    patient: FEEDBACK,
    observer: ALWAYS,
  },
  // Patient and examiner always; candidates in feedback; the observer sees everything but questions.
  patient_script: {
    'candidate-1': FEEDBACK,
    'candidate-2': FEEDBACK,
    examiner: ALWAYS,
    patient: ALWAYS,
    observer: ALWAYS,
  },
  // Candidates and patient in feedback; the examiner always; the observer always.
  marking_guide: {
    'candidate-1': FEEDBACK,
    'candidate-2': FEEDBACK,
    examiner: ALWAYS,
    patient: FEEDBACK,
    observer: ALWAYS,
  },
  // During feedback; the observer always.
  approach_guide: {
    'candidate-1': FEEDBACK,
    'candidate-2': FEEDBACK,
    examiner: FEEDBACK,
    patient: FEEDBACK,
    observer: ALWAYS,
  },
  // The solo candidate in Question Time or feedback; in a group the examiner who asks them and the
  // candidate who answers them (docs/groups.md). Not the patient, not even the observer.
  questions: {
    'candidate-1': QUESTION_ON,
    'candidate-2': QUESTION_ON,
    examiner: QUESTION_ON,
    patient: NEVER,
    observer: NEVER,
  },
};

function expectedVisible(role: Role, phase: StationPhase, tab: StationTab, showAll: boolean) {
  // A solo candidate sees everything with Show All Content; the flag means nothing to other roles.
  if (showAll && role === 'candidate-1') return true;
  return SHOWN_IN[tab][role].includes(phase);
}

describe('section visibility (docs/station-run.md, Who may do what), role x phase x tab', () => {
  for (const role of ROLES) {
    for (const phase of STATION_PHASES) {
      for (const showAll of [false, true]) {
        it(`shows ${role} in ${phase}${showAll ? ' with Show All Content' : ''} the tabs the spec allows`, () => {
          for (const tab of STATION_TABS) {
            expect(
              { tab, shown: canSeeTab(role, phase, tab, showAll) },
              `${role} / ${phase} / ${tab} / showAll=${showAll}`,
            ).toEqual({ tab, shown: expectedVisible(role, phase, tab, showAll) });
          }
          expect(visibleTabs(role, phase, showAll)).toEqual(
            STATION_TABS.filter((tab) => expectedVisible(role, phase, tab, showAll)),
          );
        });
      }
    }
  }

  it('covers every role, every phase and every tab of the screen', () => {
    expect([...ROLES]).toEqual(['candidate-1', 'candidate-2', 'examiner', 'patient', 'observer']);
    expect([...STATION_PHASES]).toEqual([...ALWAYS]);
    expect(Object.keys(SHOWN_IN).sort()).toEqual([...STATION_TABS].sort());
  });

  it('lists the tabs in the screen order: Stem, Charts and Images, Patient Script, Examiner Brief, Marking Guide, Approach Guide, Questions, Notes', () => {
    expect(visibleTabs('candidate-1', 'reading', true)).toEqual([
      'stem',
      'artefacts',
      'patient_script',
      'examiner_brief',
      'marking_guide',
      'approach_guide',
      'questions',
      'notes',
    ]);
    expect(visibleTabs('observer', 'station')).toEqual([
      'stem',
      'artefacts',
      'patient_script',
      'examiner_brief',
      'marking_guide',
      'approach_guide',
      'notes',
    ]);
  });

  it('gives a candidate only the stem, the artefacts they may see and notes before feedback', () => {
    expect(visibleTabs('candidate-2', 'station')).toEqual(['stem', 'artefacts', 'notes']);
    expect(visibleTabs('candidate-1', 'reading', false, ['artefacts'])).toEqual(['stem', 'notes']);
  });

  it('leaves out the tabs a station has nothing for (a version 1 station: no brief, no artefacts)', () => {
    expect(visibleTabs('examiner', 'station', false, ['examiner_brief', 'artefacts'])).toEqual([
      'stem',
      'patient_script',
      'marking_guide',
      'notes',
    ]);
  });

  it('opens the questions to the solo candidate in Question Time, and never to the observer', () => {
    expect(canSeeTab('candidate-1', 'station', 'questions')).toBe(false);
    expect(canSeeTab('candidate-1', 'question', 'questions')).toBe(true);
    expect(canSeeTab('observer', 'feedback', 'questions')).toBe(false);
    expect(canSeeTab('observer', 'feedback', 'questions', true)).toBe(false);
  });

  it('gives the group examiner the questions with their model answers in Question Time, the candidate without', () => {
    expect(canSeeTab('examiner', 'station', 'questions')).toBe(false);
    expect(canSeeTab('examiner', 'question', 'questions')).toBe(true);
    expect(canSeeAnswers('examiner', 'question')).toBe(true);
    expect(canSeeTab('candidate-2', 'question', 'questions')).toBe(true);
    expect(canSeeAnswers('candidate-2', 'question')).toBe(false);
    expect(canSeeAnswers('candidate-1', 'question')).toBe(false);
    expect(canSeeAnswers('candidate-2', 'feedback')).toBe(true);
    expect(canSeeTab('patient', 'question', 'questions')).toBe(false);
  });

  it('shows the live marking to the examiner always, to everyone else from feedback time', () => {
    for (const phase of ['setup', 'reading', 'station', 'question'] as const) {
      expect(seesLiveMarking('examiner', phase)).toBe(true);
      for (const role of ['candidate-2', 'patient', 'observer', null] as const) {
        expect(seesLiveMarking(role, phase)).toBe(false);
      }
    }
    for (const phase of ['feedback', 'complete_1', 'complete_2', 'complete_3'] as const) {
      expect(seesLiveMarking('candidate-2', phase)).toBe(true);
      expect(seesLiveMarking('observer', phase)).toBe(true);
    }
  });

  it('shows in the setup step what reading time shows', () => {
    for (const role of ROLES) {
      for (const showAll of [false, true]) {
        expect(visibleTabs(role, 'setup', showAll)).toEqual(visibleTabs(role, 'reading', showAll));
      }
    }
  });

  it('shows in every completion step what feedback time shows', () => {
    for (const role of ROLES) {
      for (const phase of ['complete_1', 'complete_2', 'complete_3'] as const) {
        expect(visibleTabs(role, phase)).toEqual(visibleTabs(role, 'feedback'));
      }
    }
  });

  it('treats a missing Show All flag as off', () => {
    for (const role of ROLES) {
      for (const phase of STATION_PHASES) {
        expect(visibleTabs(role, phase)).toEqual(visibleTabs(role, phase, false));
      }
    }
  });
});

describe('roles', () => {
  it('labels candidate-1 Solo Candidate and candidate-2 Candidate', () => {
    expect(ROLE_LABELS).toEqual({
      'candidate-1': 'Solo Candidate',
      'candidate-2': 'Candidate',
      examiner: 'Examiner',
      patient: 'Patient',
      observer: 'Observer',
    });
  });

  it("maps choosing 'candidate' to candidate-2 in a group and to candidate-1 alone", () => {
    expect(roleFromChoice('candidate', true)).toBe('candidate-2');
    expect(roleFromChoice('candidate', false)).toBe('candidate-1');
  });

  it('keeps every other choice as it is, in a group or alone', () => {
    for (const role of ROLES) {
      expect(roleFromChoice(role, true)).toBe(role);
      expect(roleFromChoice(role, false)).toBe(role);
    }
  });
});

describe('defaultTab', () => {
  it('opens the patient on the patient script, the examiner on the marking guide, others on the stem', () => {
    const expected: Record<Role, StationTab> = {
      'candidate-1': 'stem',
      'candidate-2': 'stem',
      examiner: 'marking_guide',
      patient: 'patient_script',
      observer: 'stem',
    };
    for (const role of ROLES) expect(defaultTab(role), role).toBe(expected[role]);
  });

  it('never opens a role on a tab it cannot see', () => {
    for (const role of ROLES) {
      for (const phase of STATION_PHASES) {
        expect(canSeeTab(role, phase, defaultTab(role)), `${role} / ${phase}`).toBe(true);
      }
    }
  });
});

describe('canToggleShowAll', () => {
  it('offers Show All Content to the solo candidate before feedback time only', () => {
    const offered: readonly StationPhase[] = ['setup', 'reading', 'station', 'question'];
    for (const role of ROLES) {
      for (const phase of STATION_PHASES) {
        expect(canToggleShowAll(role, phase), `${role} / ${phase}`).toBe(
          role === 'candidate-1' && offered.includes(phase),
        );
      }
    }
  });
});

describe('controlsFor (docs/station-run.md, Who may do what)', () => {
  const none: RoleControls = {
    timing: false,
    leadsGroup: false,
    suggests: false,
    examinerTools: false,
    submitsMarks: false,
  };

  it('alone: the solo candidate times and submits marks; nobody leads or suggests', () => {
    const expected: Record<Role, RoleControls> = {
      'candidate-1': { ...none, timing: true, submitsMarks: true },
      'candidate-2': { ...none, submitsMarks: true },
      examiner: { ...none, timing: true, examinerTools: true },
      patient: none,
      observer: none,
    };
    for (const role of ROLES) expect(controlsFor(role, false), role).toEqual(expected[role]);
    expect(controlsFor(null, false)).toEqual(none);
  });

  it('in a group: the examiner times, leads and marks others; everyone else only suggests', () => {
    const expected: Record<Role, RoleControls> = {
      'candidate-1': { ...none, timing: true, suggests: true, submitsMarks: true },
      'candidate-2': { ...none, suggests: true, submitsMarks: true },
      examiner: { ...none, timing: true, leadsGroup: true, examinerTools: true },
      patient: { ...none, suggests: true },
      observer: { ...none, suggests: true },
    };
    for (const role of ROLES) expect(controlsFor(role, true), role).toEqual(expected[role]);
  });

  it('gives a member with no role chosen nothing, not even a suggestion', () => {
    expect(controlsFor(null, true)).toEqual(none);
  });

  it('never lets patient or observer submit a mark', () => {
    for (const inGroup of [false, true]) {
      expect(controlsFor('patient', inGroup).submitsMarks).toBe(false);
      expect(controlsFor('observer', inGroup).submitsMarks).toBe(false);
    }
  });
});

describe('canClearAllRoles', () => {
  it('lets the examiner clear all roles outside a playlist only', () => {
    expect(canClearAllRoles('examiner', false)).toBe(true);
    expect(canClearAllRoles('examiner', true)).toBe(false);
  });

  it('never lets anyone else clear the roles', () => {
    for (const role of [...ROLES.filter((r) => r !== 'examiner'), null]) {
      expect(canClearAllRoles(role, false), String(role)).toBe(false);
      expect(canClearAllRoles(role, true), String(role)).toBe(false);
    }
  });
});

describe('filterSections', () => {
  const everything: FilterSection[] = [
    'name',
    'access',
    'status',
    'levels',
    'difficulties',
    'types',
    'specialties',
    'systems',
  ];
  const withoutAccess = everything.filter((s) => s !== 'access');

  it('shows trial members every section, Free Trial Stations included', () => {
    for (const role of ['candidate-1', 'examiner', 'patient', 'observer', null] as const) {
      expect(filterSections(role, true), String(role)).toEqual(everything);
    }
  });

  it('shows paid members every section but Free Trial Stations', () => {
    for (const role of ['candidate-1', 'examiner', 'patient', 'observer', null] as const) {
      expect(filterSections(role, false), String(role)).toEqual(withoutAccess);
    }
  });

  it('hides levels, difficulties and specialties from the group candidate', () => {
    expect(filterSections('candidate-2', false)).toEqual(['name', 'status', 'types', 'systems']);
    expect(filterSections('candidate-2', true)).toEqual([
      'name',
      'access',
      'status',
      'types',
      'systems',
    ]);
  });
});

describe('station names', () => {
  it('offers the Hide/Show Station Names toggle to the solo candidate only', () => {
    for (const role of ROLES) {
      expect(canToggleHiddenNames(role), role).toBe(role === 'candidate-1');
    }
    expect(canToggleHiddenNames(null)).toBe(false);
  });

  it('always hides names from the group candidate, whatever the saved option', () => {
    expect(namesHidden('candidate-2', false)).toBe(true);
    expect(namesHidden('candidate-2', true)).toBe(true);
  });

  it('hides names from the solo candidate only when they chose so', () => {
    expect(namesHidden('candidate-1', true)).toBe(true);
    expect(namesHidden('candidate-1', false)).toBe(false);
  });

  it('shows names to examiner, patient and observer even with the option set', () => {
    for (const role of ['examiner', 'patient', 'observer'] as const) {
      expect(namesHidden(role, true), role).toBe(false);
      expect(namesHidden(role, false), role).toBe(false);
    }
  });

  it('does not hide names before a role is chosen', () => {
    expect(namesHidden(null, true)).toBe(false);
    expect(namesHidden(null, false)).toBe(false);
  });
});

describe('stationAction', () => {
  it('alone: Start for the solo candidate, nothing for the other roles', () => {
    const expected: Record<Role, 'start' | 'suggest' | null> = {
      'candidate-1': 'start',
      'candidate-2': null,
      examiner: null,
      patient: null,
      observer: null,
    };
    for (const role of ROLES) expect(stationAction(role, false), role).toBe(expected[role]);
  });

  it('in a group: Start for the examiner, Suggest for everyone else', () => {
    const expected: Record<Role, 'start' | 'suggest' | null> = {
      'candidate-1': 'suggest',
      'candidate-2': 'suggest',
      examiner: 'start',
      patient: 'suggest',
      observer: 'suggest',
    };
    for (const role of ROLES) expect(stationAction(role, true), role).toBe(expected[role]);
  });

  it('offers nothing before a role is chosen', () => {
    expect(stationAction(null, false)).toBeNull();
    expect(stationAction(null, true)).toBeNull();
  });
});

// Which artefacts each role sees (docs/content.md, 'Who sees what'), written out by hand: for an
// artefact shown to the candidate from Station Time, and for one the author kept for the examiner.
const TO_CANDIDATE_FROM_STATION = { phase: 'station', roles: ['candidate', 'examiner'] } as const;
const EXAMINER_ONLY_FROM_READING = { phase: 'reading', roles: ['examiner'] } as const;
const ARTEFACT_SHOWN_IN: Record<
  Role,
  { toCandidate: readonly StationPhase[]; examinerOnly: readonly StationPhase[] }
> = {
  'candidate-1': { toCandidate: ['station', 'question', ...FEEDBACK], examinerOnly: FEEDBACK },
  'candidate-2': { toCandidate: ['station', 'question', ...FEEDBACK], examinerOnly: FEEDBACK },
  examiner: { toCandidate: ALWAYS, examinerOnly: ALWAYS },
  patient: { toCandidate: FEEDBACK, examinerOnly: FEEDBACK },
  observer: { toCandidate: ALWAYS, examinerOnly: ALWAYS },
};

describe('artefacts, diagnosis and discussion questions, role x phase', () => {
  for (const role of ROLES) {
    it(`shows ${role} each artefact from the phases the rule allows`, () => {
      for (const phase of STATION_PHASES) {
        expect(canSeeArtefact(role, phase, TO_CANDIDATE_FROM_STATION), `${role}/${phase}`).toBe(
          ARTEFACT_SHOWN_IN[role].toCandidate.includes(phase),
        );
        expect(canSeeArtefact(role, phase, EXAMINER_ONLY_FROM_READING), `${role}/${phase}`).toBe(
          ARTEFACT_SHOWN_IN[role].examinerOnly.includes(phase),
        );
      }
    });
  }

  it('counts the setup step as Reading Time for an artefact shown from reading', () => {
    const reading = { phase: 'reading', roles: ['candidate'] } as const;
    expect(canSeeArtefact('candidate-1', 'setup', reading)).toBe(true);
    expect(canSeeArtefact('candidate-2', 'setup', { ...reading, phase: 'station' })).toBe(false);
  });

  it('shows the patient an artefact meant for them, from its phase', () => {
    const chart = { phase: 'question', roles: ['patient'] } as const;
    expect(canSeeArtefact('patient', 'station', chart)).toBe(false);
    expect(canSeeArtefact('patient', 'question', chart)).toBe(true);
  });

  it('opens everything to the solo candidate with Show All Content, nothing more to the group candidate', () => {
    expect(canSeeArtefact('candidate-1', 'reading', EXAMINER_ONLY_FROM_READING, true)).toBe(true);
    expect(canSeeArtefact('candidate-2', 'reading', EXAMINER_ONLY_FROM_READING, true)).toBe(false);
  });

  it('shows the diagnosis to the examiner, patient and observer always, to candidates after the station', () => {
    for (const phase of STATION_PHASES) {
      for (const role of ['examiner', 'patient', 'observer'] as const) {
        expect(canSeeDiagnosis(role, phase)).toBe(true);
      }
      for (const role of ['candidate-1', 'candidate-2'] as const) {
        expect(canSeeDiagnosis(role, phase), `${role}/${phase}`).toBe(FEEDBACK.includes(phase));
      }
    }
    expect(canSeeDiagnosis('candidate-1', 'station', true)).toBe(true);
    expect(canSeeDiagnosis('candidate-2', 'station', true)).toBe(false);
  });

  it('keeps a discussion question for feedback, and lists the others whenever the tab is open', () => {
    for (const role of ROLES) {
      expect(canSeeQuestion(role, 'question', { discussion: false })).toBe(true);
      expect(canSeeQuestion(role, 'question', { discussion: true })).toBe(false);
      expect(canSeeQuestion(role, 'feedback', { discussion: true })).toBe(true);
    }
    expect(canSeeQuestion('candidate-1', 'question', { discussion: true }, true)).toBe(true);
  });
});
