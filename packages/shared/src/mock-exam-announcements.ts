// The spoken announcements of a mock-exam circuit (docs/mock-exams.md, 'Announcements'): each key,
// the sentence spoken, and the audio file the web app plays for it. The sentences are the issue's
// own words; the audio files are made from them by scripts/make-announcements.mjs and committed.
export const ANNOUNCEMENT_KEYS = [
  'read_instructions',
  'enter_station',
  'two_minutes',
  'thirty_seconds',
  'stop_and_move',
  'rest_station',
] as const;

export type AnnouncementKey = (typeof ANNOUNCEMENT_KEYS)[number];

export const ANNOUNCEMENT_TEXTS: Readonly<Record<AnnouncementKey, string>> = Object.freeze({
  read_instructions: 'You may now read the instructions',
  enter_station: 'You may now enter the station',
  two_minutes: 'Two minutes remaining',
  thirty_seconds: 'Thirty seconds',
  stop_and_move: 'Please stop and move to the next station',
  rest_station: 'Rest station',
});

/** Where the web app finds each announcement's audio (under apps/web/public). */
export function announcementAudioPath(key: AnnouncementKey): string {
  return `/sounds/announcements/${key.replaceAll('_', '-')}.mp3`;
}
