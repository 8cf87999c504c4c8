// The study domain: the station library and its taxonomies, the access rule of the study area,
// the member's station list, favourites and saved filters, My Stats (stats and marking history),
// and the public preview station. Marking a group run asks the live group sessions (`groupMarking`)
// who the examiner, the run and the attached candidate are.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import type { GroupMarking } from './marking-recipient.ts';
import { createMarkingService } from './marking.service.ts';
import { createMemberListCache, type MemberListCache } from './member-list-cache.ts';
import { createStationCatalogue } from './station-catalogue.ts';
import { createStationRepository } from './station.repository.ts';
import { createStatsCache } from './stats-cache.ts';
import { statsRoutes } from './stats.routes.ts';
import { createStatsService } from './stats.service.ts';
import { previewRoutes, studyRoutes } from './study.routes.ts';
import { createStudyService, type StudyService } from './study.service.ts';

// Another process's library change (seeding there, later the admin console) shows here within
// this long; a change in this process shows at once through the event.
const CATALOGUE_TTL_MS = 60_000;

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { groupMarking: GroupMarking },
): Promise<StudyService> {
  const { db, clock, events, sessions } = ctx;
  const catalogue = createStationCatalogue({
    repo: createStationRepository(db),
    nowMs: () => clock.nowMs(),
    ttlMs: CATALOGUE_TTL_MS,
  });
  events.on('content.changed', ({ domain }) => {
    if (domain === 'study') catalogue.invalidate();
  });
  const lists = createMemberListCache({
    // The embedded database has one writer, this process: see member-list-cache.ts.
    enabled: ctx.database.driver === 'pglite',
    maxMembers: 5_000,
  });
  const statsCache = createStatsCache({
    enabled: ctx.database.driver === 'pglite',
    maxMembers: 1_000,
  });
  // Whatever clears a member's ready list (a marking, a status, a star) clears their stats too.
  const memberCaches: MemberListCache = {
    ...lists,
    forget: (userId) => {
      lists.forget(userId);
      statsCache.forget(userId);
    },
  };
  const study = createStudyService({ db, clock, catalogue, lists: memberCaches });
  await app.register(previewRoutes(study));
  const marking = createMarkingService({
    db,
    clock,
    catalogue,
    lists: memberCaches,
    accessOf: (userId) => study.accessOf(userId),
    groupMarking: deps.groupMarking,
  });
  await app.register(memberScope(sessions, studyRoutes(study, marking)));
  const stats = createStatsService({ db, clock, catalogue, lists, cache: statsCache });
  await app.register(memberScope(sessions, statsRoutes(stats, study)));
  return study;
}
