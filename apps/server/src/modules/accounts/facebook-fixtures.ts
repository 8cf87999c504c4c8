// Test helper: the recorded Graph API answers in fixtures/ and the app they were recorded for.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFixture } from '../../payments/replay-server.ts';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A recorded Graph API answer, parsed afresh (a test may change its copy). */
export const facebookFixture = (name: string) => readFixture(name, fixturesDir);

/** The app of the recordings (facebook-debug-token-valid.json's app_id) and a secret for it. */
export const FACEBOOK_APP_ID = '493857261039485';
export const FACEBOOK_APP_SECRET = '5f2c8e1a9b7d4c3e6f0a1b2c3d4e5f60';
/** A user access token as the JS SDK hands it over. */
export const FACEBOOK_TOKEN = 'EAAHBx3fZCq0QBO7rVhZBnc4ZCkXqZA2uLw9ZB1S8mT0yZCjK5pZBvRZAdF2hW';
