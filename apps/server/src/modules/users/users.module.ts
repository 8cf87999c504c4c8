// The users domain: what a signed-in member does with their own account (profile and settings,
// password, avatar, tutorial and terms consent, dashboard figures, messages to the administrator)
// and the public avatar files. Sign-up, activation, login and reset are in the accounts module.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import type { ContentService } from '../content/content.service.ts';
import type { StudyService } from '../study/study.service.ts';
import { createMessageService } from '../messages/message.service.ts';
import { avatarFileRoutes, avatarUploadRoutes } from './avatar.routes.ts';
import { createAvatarService } from './avatar.service.ts';
import { consentRoutes } from './consent.routes.ts';
import { createConsentService } from './consent.service.ts';
import { createCurrentTerms } from './current-terms.ts';
import { passwordRoutes } from './password.routes.ts';
import { createPasswordService } from './password.service.ts';
import { createPlaceRulesLoader } from '../content/place-rules.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService, type ReadyCurrentUser } from './profile.service.ts';
import { createMemberAnswerCache } from '../../lib/member-answer-cache.ts';
import { userContactRoutes } from './user-contact.routes.ts';
import { createUserContactService } from './user-contact.service.ts';

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { content: ContentService; study: StudyService },
): Promise<void> {
  const { db, clock, events, sessions } = ctx;
  const { content } = deps;

  const currentTerms = createCurrentTerms({
    load: async () => (await content.latestTerms())?.id ?? null,
    nowMs: () => clock.nowMs(),
    events,
    onError: (err) => ctx.log.error({ err }, 'current terms not read'),
  });
  // The terms flag on every member answer reads the id from memory; have it before the first.
  app.termsFlag.useCurrentTerms(() => currentTerms.peek());
  app.addHook('onReady', async () => {
    await currentTerms.get().catch((err: unknown) => ctx.log.error({ err }, 'terms not read'));
  });

  const maxMembers = ctx.config.MEMBER_ANSWER_CACHE_MAX;
  // GET /user's ready answers: what they show changes only with these events (docs/architecture.md).
  const answers = createMemberAnswerCache<ReadyCurrentUser | null>({
    maxMembers,
    coherence: ctx.coherence,
  });
  ctx.caches.register('member_answers_user', () => answers.size, maxMembers);
  const forget = ({ userId }: { userId: number }) => answers.forget(userId);
  events.on('auth.principal_changed', forget); // profile, username, avatar, agreed terms
  events.on('users.profile_changed', forget); // tutorial seen
  events.on('study.member_records_changed', forget); // filters, timings, completed stations
  events.on('billing.entitlements_changed', forget);
  events.on('content.changed', () => answers.clear());
  ctx.coherence.onReset(() => answers.clear());
  const profile = createProfileService({ db, events, currentTerms, study: deps.study, answers });
  const rules = createPlaceRulesLoader({ content, clock, events });
  const avatars = createAvatarService({ db, clock, events });
  const consent = createConsentService({ db, events, content, currentTerms });
  const contact = createUserContactService({
    db,
    messages: createMessageService({
      db,
      captcha: ctx.captcha,
      events,
      adminEmail: ctx.config.ADMIN_EMAIL,
      brand: ctx.config.BRAND_NAME,
    }),
  });

  await app.register(avatarFileRoutes(avatars));
  await app.register(
    memberScope(sessions, async (member) => {
      await member.register(profileRoutes({ profile, rules }));
      await member.register(passwordRoutes(createPasswordService({ db, sessions })));
      await member.register(avatarUploadRoutes(avatars));
      await member.register(consentRoutes(consent));
      await member.register(userContactRoutes(contact));
    }),
  );
}
