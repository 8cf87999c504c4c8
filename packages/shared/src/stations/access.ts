// Who may use which station (docs/study.md). The server decides
// with these at every study call; the web app uses the same rule for the tooltip and the Start
// button, so the two cannot disagree.

/** 'Active', 'Trial' or 'Inactive', as GET /user reports a member's status. */
export type MemberStatus = 'Active' | 'Trial' | 'Inactive';

/** Paid members reach every station, trial members the trial ones, others none. */
export type StudyAccess = 'paid' | 'trial' | 'none';

export function studyAccessOf(status: MemberStatus): StudyAccess {
  if (status === 'Active') return 'paid';
  return status === 'Trial' ? 'trial' : 'none';
}

/** Whether the member may open, start, mark or add to a playlist this station. */
export function canUseStation(
  access: StudyAccess,
  station: { available_to_trial: boolean },
): boolean {
  if (access === 'paid') return true;
  return access === 'trial' && station.available_to_trial;
}
