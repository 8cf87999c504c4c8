// A navigation the app makes by itself (the group moving everyone on, a leave the member already
// confirmed, a sign-out after a 401) carries this state, so the station screen's leave guard lets it
// through instead of asking the member (docs/station-run.md, 'Leaving a station').
export const APP_MOVE = { appMove: true } as const;

/** The navigation's state says the app made it, not the member. */
export function isAppMove(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { appMove?: unknown }).appMove === true
  );
}
