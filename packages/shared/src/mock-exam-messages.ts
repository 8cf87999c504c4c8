// Mock exams' texts (docs/mock-exams.md, 'Messages'): the presets' names and what each assumes,
// the circuit rules in words, the role announced before each station, and why a balanced circuit
// could not be filled. Ours: the issue words only the example sentences quoted here. The spoken
// announcements are in mock-exam-announcements.ts. Part of `messages`: import them from there.
export const mockExamMessages = {
  // The exam presets (exam-circuit-presets.ts says where each figure comes from).
  circuitPresetPlab2: 'PLAB 2',
  circuitPresetPlab2Note:
    'The GMC: 16 eight-minute scenarios with one and a half minutes before each to read the instructions, and at least two rest stations. The 8 minutes are 6 of station time and 2 of question time, so the two-minute warning falls where the exam’s 6-minute bell does. To pass, the GMC asks for a total at least the sum of the stations’ pass marks plus one standard error of measurement, and a minimum number of stations passed. That error needs a whole cohort sitting the same stations, so nothing is added here; the GMC now sets the number of stations for each exam (10 until November 2024), so 10 of 16 here.',
  circuitPresetAmc: 'AMC Clinical',
  circuitPresetAmcNote:
    'The AMC: 16 assessed stations and 4 rest stations, each 10 minutes: 2 of reading and 8 of assessment (6 of station time and 2 of question time here). The result rests on 14 scored stations, the other 2 being unannounced pilots; since 21 March 2024 a pass is 9 or more of the 14 (10 before then). Here every station is scored and the rule scales to them. The AMC passes a station on the examiner’s global rating; here a station is passed when its mark reaches its pass mark, which the global scores set.',
  circuitPresetNac: 'NAC (Canada)',
  circuitPresetNacNote:
    'The Medical Council of Canada: 12 stations of 11 minutes, with 2 minutes between them to read the instructions on the door; in most stations the examiner asks oral questions after 8 minutes with the patient, so 8 minutes of station time and 3 of question time. Two of the 12 are unannounced pilots; here all 12 count. The NAC total is the average of the station scores against a pass score, so here the total must reach the sum of the stations’ pass marks.',
  circuitPresetFinals: 'Finals (your school’s timings)',
  circuitPresetFinalsNote:
    'Each medical school sets its own finals (the GMC’s requirements for the CPSA leave the format to them): 1 to 2 minutes of reading and 8-minute stations are typical. So 10 stations of 1 minute of reading and 8 minutes (6 + 2), and a total at least the sum of the pass marks with 6 of 10 stations passed. Change the timings and the number of stations to your school’s.',

  // The circuit's rules, as the result states them.
  circuitRuleTotalAndStations:
    'A total of at least {needed} (the sum of the pass marks{margin}) and at least {stations} of {of} stations passed',
  circuitRuleMargin: ' plus {margin}',
  circuitRuleStationsPassed: 'At least {stations} of {of} stations passed',
  circuitRuleTotal: 'A total of at least {needed} (the sum of the pass marks)',
  circuitRuleScaled: '{rule} ({original}, scaled to this circuit)',
  circuitRuleOriginal: '{stations} of {of} in the exam',
  circuitResultPassed: 'Passed',
  circuitResultFailed: 'Not passed',

  // Roles in a group's circuit, announced before each station.
  circuitNextRole: 'Next: you are the {role} for station {position}',
  circuitRoleCandidate: 'Candidate',
  circuitRoleExaminer: 'Examiner',
  circuitRoleExaminerAndPatient: 'Examiner (and you play the patient)',
  circuitRolePatient: 'Patient',
  circuitRoleObserver: 'Observer',
  circuitNextRest: 'Next: station {position} is a rest station',

  // A balanced circuit that cannot be filled.
  circuitBalanceTooFew: 'Only {matching} stations match, and this circuit needs {wanted}.',
  circuitBalanceTooFewRecent:
    'Only {matching} stations match, and this circuit needs {wanted}: the others were attempted in the last {days} days.',
  circuitBalanceTypeShort:
    'Only {matching} {type} stations match, and this circuit asks for at least {wanted}.',
  circuitBalanceMinimumsExceed:
    'The minimums by type add up to {total} stations, more than the {wanted} in this circuit.',

  // Setting up a circuit.
  circuitTimingInvalid: 'Choose from {min} to {max} seconds.',
  circuitStationCountInvalid: 'Choose from {min} to {max} stations.',
  circuitRestCountInvalid: 'Choose from 0 to {max} rest stations.',
  circuitPresetOrTiming: 'Choose an exam preset, or set your own timings.',
  circuitIdsOrBalance: 'Choose the stations yourself or have them chosen for you, not both.',
  circuitStationIdsCount: 'Choose {count} stations for this circuit.',
  circuitStationIdsRepeated: 'A station can be in a circuit only once.',
  circuitStationUnknown: 'A station chosen is no longer in the library: choose the stations again.',
  circuitStationPaidOnly:
    'Station {number} is only available to paid subscribers: choose another station.',
  circuitBalanceUnknownType: 'There is no station type called “{type}”.',
  circuitDailyLimit:
    'You have set up {max} circuits in the last 24 hours, the most there can be: try again later.',
  circuitNotFound: 'There is no such circuit.',

  // A marking recorded against a circuit's position (POST /station/{id}/mark).
  circuitMarkBothFields: 'Send the circuit and the position together, or neither.',
  circuitMarkSoloOnly:
    'A station of a circuit is marked by the member who ran it, not as part of a group’s run.',
  circuitPositionUnknown: 'This circuit has no such position.',
  circuitPositionRest: 'This position of the circuit is a rest station: there is nothing to mark.',
  circuitPositionOtherStation: 'This position of the circuit holds another station.',
} as const;
