import { describe, expect, it } from 'vitest';
import {
  checkboxId,
  checkScoresAgainstGuide,
  cumulativeTotalSchema,
  domainShares,
  globalScoreSchema,
  markBand,
  markFor,
  markOutOf100,
  markSubmissionSchema,
  missedCriticalItems,
  RUN_ID_MAX,
  maximumScore,
  parseCheckboxId,
  scoresFromTicks,
  totalScore,
  type DomainGuideItem,
  type GuideItem,
} from './scoring.ts';

// A marking guide of three items worth 4, 3 and 2: 9 boxes, so a maximum of 9 + 5 = 14.
const guide: GuideItem[] = [
  { id: 11, max_marks: 4 },
  { id: 12, max_marks: 3 },
  { id: 13, max_marks: 2 },
];

describe('checkboxes (docs/station-run.md, Screens)', () => {
  it('names each box {questionId}_{index}, counting from 0', () => {
    expect(checkboxId(11, 0)).toBe('11_0');
    expect(checkboxId(12, 2)).toBe('12_2');
    expect(parseCheckboxId('12_2')).toEqual({ questionId: 12, index: 2 });
  });

  it('does not read anything else as a checkbox', () => {
    for (const id of ['12', '12_', '_2', '12_2_1', 'a_1', '12-2', '']) {
      expect(parseCheckboxId(id), id).toBeNull();
    }
  });

  it('scores each guide item by its ticked boxes, ignoring boxes it does not have', () => {
    const ticked = ['11_0', '11_3', '12_1', '13_2', '99_0', 'notes'];
    expect(scoresFromTicks(ticked, guide)).toEqual([
      { guide_id: 11, points: 2 },
      { guide_id: 12, points: 1 },
      { guide_id: 13, points: 0 },
    ]);
  });
});

describe('totals (docs/station-run.md, Validation)', () => {
  it('adds the ticked boxes and the global score', () => {
    const scores = scoresFromTicks(['11_0', '11_1', '12_0'], guide);
    expect(totalScore(scores, 4)).toBe(7);
  });

  it('counts an empty global score as 0', () => {
    expect(totalScore([{ guide_id: 11, points: 3 }], null)).toBe(3);
  });

  it('makes the maximum the sum of max_marks plus 5', () => {
    expect(maximumScore(guide)).toBe(14);
    expect(maximumScore([])).toBe(5);
  });
});

describe('global score', () => {
  it('takes a whole number from 0 to 5, an empty field counting 0', () => {
    for (const score of [0, 1, 5]) expect(globalScoreSchema.parse(score)).toBe(score);
    expect(globalScoreSchema.parse('')).toBe(0);
    expect(globalScoreSchema.parse(null)).toBe(0);
    expect(globalScoreSchema.parse(undefined)).toBe(0);
  });

  it('refuses more than 5, less than 0, a fraction, or text', () => {
    for (const score of [6, -1, 2.5, '3', 'five']) {
      expect(globalScoreSchema.safeParse(score).success, String(score)).toBe(false);
    }
  });
});

describe('cumulative total entry', () => {
  it('takes a whole number up to the total available', () => {
    const entry = cumulativeTotalSchema(14);
    expect(entry.safeParse(0).success).toBe(true);
    expect(entry.safeParse(14).success).toBe(true);
    expect(entry.safeParse(15).success).toBe(false);
    expect(entry.safeParse(7.5).success).toBe(false);
    expect(entry.safeParse(-1).success).toBe(false);
  });
});

describe('mark out of 100 and its band (docs/station-run.md, Constants)', () => {
  it('gives the percentage with one decimal', () => {
    expect(markOutOf100(14, 14)).toBe(100);
    expect(markOutOf100(7, 14)).toBe(50);
    expect(markOutOf100(2, 3)).toBe(66.7);
    expect(markOutOf100(1, 3)).toBe(33.3);
    expect(markOutOf100(0, 14)).toBe(0);
  });

  it('never shows more than 100 or less than 0, nor divides by nothing', () => {
    expect(markOutOf100(20, 14)).toBe(100);
    expect(markOutOf100(-2, 14)).toBe(0);
    expect(markOutOf100(3, 0)).toBe(0);
  });

  it('bands below 50 low, 50 to 69 medium, 70 and above high', () => {
    const bands: [number, string][] = [
      [0, 'low'],
      [49.9, 'low'],
      [50, 'medium'],
      [69, 'medium'],
      [69.9, 'medium'],
      [70, 'high'],
      [100, 'high'],
    ];
    for (const [percent, band] of bands) expect(markBand(percent), String(percent)).toBe(band);
  });

  it('keeps 69.5 medium: it has not reached 70', () => {
    expect(markBand(69.5)).toBe('medium');
  });

  it('works the mark out from the scores, the global score and the guide', () => {
    const scores = scoresFromTicks(['11_0', '11_1', '11_2', '12_0', '12_1'], guide);
    // 5 boxes + 3 = 8 of 14.
    expect(markFor(scores, 3, guide)).toBe(57.1);
    expect(markBand(markFor(scores, 3, guide))).toBe('medium');
  });
});

describe('markSubmissionSchema (POST /station/{id}/mark)', () => {
  const valid = {
    mark: 57.1,
    notes: 'Good rapport.\n\tMissed the red flags.',
    examiner_notes: 'Ask about smoking next time.',
    scores: [
      { guide_id: 11, points: 3 },
      { guide_id: 12, points: 2 },
    ],
    global_score: 3,
    status: 'complete',
  };
  const fieldsRefused = (body: unknown) => {
    const result = markSubmissionSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts a candidate marking themself, keeping lines and tabs in the notes', () => {
    const parsed = markSubmissionSchema.parse(valid);
    expect(parsed).toEqual({ ...valid, user_id: undefined });
    expect(parsed.notes).toContain('\n\t');
  });

  it('accepts an examiner marking an attached candidate, and attempt_again', () => {
    const parsed = markSubmissionSchema.parse({ ...valid, status: 'attempt_again', user_id: 42 });
    expect(parsed.user_id).toBe(42);
    expect(parsed.status).toBe('attempt_again');
    expect(markSubmissionSchema.parse({ ...valid, user_id: null }).user_id).toBeUndefined();
  });

  it('lets notes be left out, and counts an empty global score as 0', () => {
    const parsed = markSubmissionSchema.parse({
      mark: 0,
      scores: [],
      global_score: '',
      status: 'complete',
    });
    expect(parsed).toMatchObject({ notes: '', examiner_notes: '', global_score: 0 });
  });

  it('refuses notes over 20,000 characters or holding control characters', () => {
    expect(fieldsRefused({ ...valid, notes: 'a'.repeat(20_001) })).toEqual(['notes']);
    expect(fieldsRefused({ ...valid, notes: 'a'.repeat(20_000) })).toEqual([]);
    expect(fieldsRefused({ ...valid, examiner_notes: 'bad\u0000byte' })).toEqual([
      'examiner_notes',
    ]);
    expect(fieldsRefused({ ...valid, notes: 'bell\u0007' })).toEqual(['notes']);
  });

  it('refuses a mark outside 0 to 100, a status other than complete or attempt_again', () => {
    expect(fieldsRefused({ ...valid, mark: 100.1 })).toEqual(['mark']);
    expect(fieldsRefused({ ...valid, mark: -1 })).toEqual(['mark']);
    expect(fieldsRefused({ ...valid, status: 'hidden' })).toEqual(['status']);
  });

  it('refuses malformed scores, a global score above 5, and a bad user id', () => {
    expect(fieldsRefused({ ...valid, scores: [{ guide_id: 11, points: 1.5 }] })).toEqual([
      'scores.0.points',
    ]);
    expect(fieldsRefused({ ...valid, scores: [{ guide_id: 0, points: 1 }] })).toEqual([
      'scores.0.guide_id',
    ]);
    expect(fieldsRefused({ ...valid, global_score: 6 })).toEqual(['global_score']);
    expect(fieldsRefused({ ...valid, user_id: 'someone' })).toEqual(['user_id']);
  });

  it('takes a group run as group_id and run_id together, the run id exactly as sent', () => {
    const run = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const parsed = markSubmissionSchema.parse({ ...valid, user_id: 42, group_id: 3, run_id: run });
    expect(parsed).toMatchObject({ group_id: 3, run_id: run });
    expect(markSubmissionSchema.parse({ ...valid, group_id: null, run_id: null })).toMatchObject({
      group_id: undefined,
      run_id: undefined,
    });
    expect(fieldsRefused({ ...valid, group_id: 3 })).toEqual(['run_id']);
    expect(fieldsRefused({ ...valid, run_id: run })).toEqual(['group_id']);
  });

  it('refuses a malformed group or run', () => {
    const both = { ...valid, group_id: 3, run_id: 'run' };
    expect(fieldsRefused({ ...both, group_id: '3' })).toEqual(['group_id']);
    expect(fieldsRefused({ ...both, group_id: 0 })).toEqual(['group_id']);
    expect(fieldsRefused({ ...both, run_id: '' })).toEqual(['run_id']);
    expect(fieldsRefused({ ...both, run_id: 'r'.repeat(RUN_ID_MAX + 1) })).toEqual(['run_id']);
    expect(fieldsRefused({ ...both, run_id: 'r'.repeat(RUN_ID_MAX) })).toEqual([]);
    expect(fieldsRefused({ ...both, run_id: 'run\u0000' })).toEqual(['run_id']);
    expect(fieldsRefused({ ...both, run_id: 7 })).toEqual(['run_id']);
  });

  it('names every missing field when the body is not an object', () => {
    expect(fieldsRefused('mark=10')).toEqual(['mark', 'scores', 'status']);
  });
});

describe('checkScoresAgainstGuide', () => {
  it("accepts scores within each item's max_marks, items left out counting 0", () => {
    expect(
      checkScoresAgainstGuide(
        [
          { guide_id: 11, points: 4 },
          { guide_id: 13, points: 0 },
        ],
        guide,
      ),
    ).toEqual([]);
    expect(checkScoresAgainstGuide([], guide)).toEqual([]);
  });

  it('refuses a guide id this station does not have', () => {
    expect(checkScoresAgainstGuide([{ guide_id: 99, points: 1 }], guide)).toEqual([
      { field: 'scores.0.guide_id', message: '99 is not a marking guide item of this station' },
    ]);
  });

  it('refuses an item scored twice', () => {
    const twice = [
      { guide_id: 12, points: 1 },
      { guide_id: 12, points: 2 },
    ];
    expect(checkScoresAgainstGuide(twice, guide)).toEqual([
      { field: 'scores.1.guide_id', message: '12 is scored twice' },
    ]);
  });

  it('refuses points above the max_marks, below 0, or not whole', () => {
    const scores = [
      { guide_id: 11, points: 5 },
      { guide_id: 12, points: -1 },
      { guide_id: 13, points: 1.5 },
    ];
    expect(checkScoresAgainstGuide(scores, guide)).toEqual([
      { field: 'scores.0.points', message: 'must be from 0 to 4' },
      { field: 'scores.1.points', message: 'must be from 0 to 3' },
      { field: 'scores.2.points', message: 'must be a whole number' },
    ]);
  });

  it('reports every problem at once', () => {
    const scores = [
      { guide_id: 77, points: -2 },
      { guide_id: 11, points: 9 },
    ];
    expect(checkScoresAgainstGuide(scores, guide).map((p) => p.field)).toEqual([
      'scores.0.guide_id',
      'scores.0.points',
      'scores.1.points',
    ]);
  });
});

describe('domain shares and critical items (version 2)', () => {
  const guide: DomainGuideItem[] = [
    { id: 1, max_marks: 1, domain: 'interpersonal', critical: false },
    { id: 2, max_marks: 4, domain: 'data_gathering', critical: false },
    { id: 3, max_marks: 2, domain: 'clinical_management', critical: true },
    { id: 4, max_marks: 2, domain: 'data_gathering', critical: false },
    { id: 5, max_marks: 1, domain: 'clinical_management', critical: true },
  ];

  it('gives each domain its ticked boxes over its boxes, in the domains’ order', () => {
    const scores = [
      { guide_id: 1, points: 1 },
      { guide_id: 2, points: 3 },
      { guide_id: 3, points: 1 },
      { guide_id: 4, points: 0 },
      { guide_id: 5, points: 1 },
    ];
    expect(domainShares(guide, scores)).toEqual([
      { domain: 'data_gathering', share: 50 },
      { domain: 'clinical_management', share: 66.7 },
      { domain: 'interpersonal', share: 100 },
    ]);
  });

  it('leaves out a domain without items and every item without a domain (version 1)', () => {
    const v1 = guide.map((item) => ({ ...item, domain: null }));
    expect(domainShares(v1, [{ guide_id: 1, points: 1 }])).toEqual([]);
    const noInterpersonal = guide.filter((item) => item.domain !== 'interpersonal');
    expect(domainShares(noInterpersonal, []).map((d) => d.domain)).toEqual([
      'data_gathering',
      'clinical_management',
    ]);
  });

  it('never counts more boxes than an item has, nor an unscored item', () => {
    expect(domainShares(guide, [{ guide_id: 1, points: 7 }])[2]).toEqual({
      domain: 'interpersonal',
      share: 100,
    });
    expect(domainShares(guide, [])[0]).toEqual({ domain: 'data_gathering', share: 0 });
  });

  it('flags a critical item not fully met, in part or at all, and no other item', () => {
    const partly = [
      { guide_id: 3, points: 1 },
      { guide_id: 5, points: 1 },
    ];
    expect(missedCriticalItems(guide, partly).map((item) => item.id)).toEqual([3]);
    expect(missedCriticalItems(guide, []).map((item) => item.id)).toEqual([3, 5]);
    const full = [
      { guide_id: 3, points: 2 },
      { guide_id: 5, points: 1 },
    ];
    expect(missedCriticalItems(guide, full)).toEqual([]);
  });
});
