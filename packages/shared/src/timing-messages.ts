// Timing: where a run's starting minutes come from, the exam presets and the per-station saved
// timing (docs/station-run.md, 'Timing a version 2 station'). Ours: the spec words none of these.
// Part of `messages`: import them from there, not from here.
export const timingMessages = {
  // Ours: where the minutes on the setup step come from.
  timingSourceLabel: 'Timing: {source}',
  timingSourceStation: 'Your timing for this station',
  timingSourcePreset: '{preset} preset',
  timingSourceRecommended: 'Recommended for this station',
  timingSourcePreferred: 'Your preferred timing',
  timingSourceCustom: 'Your choice for this attempt',
  timingRecommendedIs: 'Recommended for this station: {minutes}',

  // Ours: the exam presets (exam-presets.ts says what each assumes).
  examPresetLabel: 'Exam preset',
  examPresetNone: 'No exam preset',
  examPresetPlab2: 'PLAB 2 (8 minutes)',
  examPresetPlab2Short: 'PLAB 2',
  examPresetPlab2Note:
    'The GMC gives 1.5 minutes to read the instructions (rounded up to 2 here) and 8 minutes in the room: 6 minutes of station time, then 2 of question time for presenting and the examiner’s questions. The 2 minutes of feedback are for practice.',
  examPresetCpsa: 'UKMLA CPSA / finals (typical 8 minutes)',
  examPresetCpsaShort: 'UKMLA CPSA',
  examPresetCpsaNote:
    'Each medical school sets its own CPSA; 1 to 2 minutes of reading and 8-minute stations are typical, so 1 minute of reading and 8 minutes split 6 + 2. Check your school’s format. The 2 minutes of feedback are for practice.',
  examPresetHint: 'Choosing a preset uses it for every station you have not saved a timing for.',
  examPresetSaved: 'Your exam preset is saved.',
  examPresetCleared: 'Your exam preset is cleared.',

  // Ours: the setup step's buttons and their answers.
  timingUseRecommended: 'Use recommended',
  timingSaveForStation: 'Save for this station',
  timingClearForStation: 'Forget my timing for this station',
  stationTimingSaved: 'Your timing for this station is saved.',
  stationTimingCleared: 'Your timing for this station is forgotten.',
  timingGroupChoice: 'The minutes you choose are the ones the whole group runs.',
} as const;
