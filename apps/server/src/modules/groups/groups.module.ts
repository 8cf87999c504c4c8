// Study groups: a member's groups, found by code or nickname and joined, behind the study area's
// access rule (trial members included), which the study service decides per request. Whether a
// group is being studied comes from the realtime layer's presence, given as `live`.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import type { StudyService } from '../study/study.service.ts';
import { groupRoutes } from './groups.routes.ts';
import { createMemberAnswerCache } from '../../lib/member-answer-cache.ts';
import {
  createGroupService,
  type GroupLiveStatus,
  type GroupService,
  type ReadyGroups,
} from './groups.service.ts';

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { study: Pick<StudyService, 'accessOf'>; live: GroupLiveStatus },
): Promise<GroupService> {
  const { db, clock, sessions, events } = ctx;
  const maxMembers = ctx.config.MEMBER_ANSWER_CACHE_MAX;
  // GET /groups' ready answers: a group's change reaches every member whose answer shows it.
  const answers = createMemberAnswerCache<ReadyGroups>({
    maxMembers,
    coherence: ctx.coherence,
  });
  ctx.caches.register('member_answers_groups', () => answers.size, maxMembers);
  events.on('groups.changed', ({ groupId, userId }) => {
    answers.forgetTagged(groupId);
    if (userId !== undefined) answers.forget(userId);
  });
  // Member counts change with every join and leave, whoever emitted it.
  events.on('groups.membership_changed', ({ groupId }) => answers.forgetTagged(groupId));
  ctx.coherence.onReset(() => answers.clear());
  const groups = createGroupService({ db, clock, live: deps.live, events, answers });
  await app.register(
    memberScope(
      sessions,
      groupRoutes(groups, (userId) => deps.study.accessOf(userId)),
    ),
  );
  return groups;
}
