// A station opened without a role (the dashboard's Start, a shared link) sends the member to the
// role chooser on /study with the station in the navigation's state; choosing Solo Candidate then
// opens it, instead of leaving the member on the list to find it again.
export function withStationAfterRole(code: string): { stationAfterRole: string } {
  return { stationAfterRole: code };
}

/** The station to open once a role is chosen, if the navigation brought one. */
export function stationAfterRole(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const code = (state as { stationAfterRole?: unknown }).stationAfterRole;
  return typeof code === 'string' && /^\d{1,9}$/.test(code) ? code : null;
}
