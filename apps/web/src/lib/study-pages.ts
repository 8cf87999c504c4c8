// The pages of studying: the station list (and its search) and the station screens. A group member
// who leaves a station page for any other page leaves the group (docs/groups.md, 'Rules'); the
// station screen asks first (docs/station-run.md, 'Leaving a station').
const STUDY_PAGES = ['/study', '/search'];

function isStationPage(path: string): boolean {
  return path.startsWith('/station/');
}

/** Leaving the station page `from` for `to` leaves the group: `to` is not part of studying. */
export function leavesGroup(from: string, to: string): boolean {
  if (!isStationPage(from)) return false;
  const path = to.replace(/\/+$/, '') || '/';
  return !STUDY_PAGES.includes(path) && !isStationPage(path);
}
