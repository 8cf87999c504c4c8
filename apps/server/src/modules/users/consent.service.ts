// What the member has seen and agreed to: the tutorial (shown until viewed) and the terms (the
// current version must be agreed to; the terms flag nags until it is).
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import type { ContentService } from '../content/content.service.ts';
import type { CurrentTerms } from './current-terms.ts';
import { createUserRepository } from './user.repository.ts';

export type ConsentService = ReturnType<typeof createConsentService>;

export function createConsentService(deps: {
  db: Db;
  /** Agreeing changes what every signed-in request of the member carries (the terms flag). */
  events: EventBus;
  content: Pick<ContentService, 'latestTutorial'>;
  currentTerms: CurrentTerms;
}) {
  const { db, events, content, currentTerms } = deps;
  const users = createUserRepository(db);
  return {
    tutorial: () => content.latestTutorial(),

    async setTutorialViewed(userId: number, viewed: boolean): Promise<void> {
      await users.setTutorialViewed(userId, viewed);
      // GET /user shows the flag (its ready answer, on every process).
      events.emit('users.profile_changed', { userId });
    },

    /**
     * Records agreement to `termsId` when it is the current terms, read afresh (not from memory):
     * agreeing to a version another server has already replaced must be refused.
     */
    async agreeToTerms(userId: number, termsId: number): Promise<{ ok: boolean }> {
      const current = await currentTerms.refresh();
      if (current === null || current !== termsId) return { ok: false };
      await users.setTermsAgreed(userId, termsId);
      events.emit('auth.principal_changed', { userId });
      return { ok: true };
    },
  };
}
