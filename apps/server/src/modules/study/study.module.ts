// The study domain: the station library and its taxonomies, the access rule of the study area,
// the member's station list, favourites and saved filters, My Stats (stats and marking history),
// and the public preview station. Marking a group run asks the live group sessions (`groupMarking`)
// who the examiner, the run and the attached candidate are.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ARTEFACT_DIR } from '../../seed/station-reader.ts';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import type { GroupMarking } from './marking-recipient.ts';
import { createMarkingService } from './marking.service.ts';
import { createMemberListCache } from './member-list-cache.ts';
import { createStationCatalogue } from './station-catalogue.ts';
import { createStationRepository } from './station.repository.ts';
import { stationTimingRoutes } from './station-timing.routes.ts';
import { createStationTimingService } from './station-timing.service.ts';
import { createStatsCache } from './stats-cache.ts';
import { statsRoutes } from './stats.routes.ts';
import { createStatsService } from './stats.service.ts';
import { previewRoutes, studyRoutes } from './study.routes.ts';
import { createStudyService, type StudyService } from './study.service.ts';

// The backstop only: a library change anywhere reaches every process at once through the
// broadcast `content.changed` event (lib/event-bridge.ts).
const CATALOGUE_TTL_MS = 60_000;

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { groupMarking: GroupMarking },
): Promise<StudyService> {
  const { db, clock, events, sessions, coherence, config } = ctx;
  const catalogue = createStationCatalogue({
    repo: createStationRepository(db),
    nowMs: () => clock.nowMs(),
    ttlMs: CATALOGUE_TTL_MS,
  });
  events.on('content.changed', ({ domain }) => {
    if (domain === 'study') catalogue.invalidate();
  });
  // The member caches, on every database (member-list-cache.ts explains what keeps them exact).
  const lists = createMemberListCache({ maxMembers: config.MEMBER_LIST_CACHE_MAX, coherence });
  const statsCache = createStatsCache({ maxMembers: config.STATS_CACHE_MAX, coherence });
  ctx.caches.register('member_station_lists', () => lists.size, config.MEMBER_LIST_CACHE_MAX);
  ctx.caches.register('member_stats', () => statsCache.size, config.STATS_CACHE_MAX);
  // Whatever a member writes (a marking, a status, a star, a reset), on this process or another,
  // their ready list and stats go.
  events.on('study.member_records_changed', ({ userId }) => {
    lists.forget(userId);
    statsCache.forget(userId);
  });
  // Events may have been missed: nothing held may be trusted, the library included.
  coherence.onReset(() => {
    lists.clear();
    statsCache.clear();
    catalogue.invalidate();
  });
  const stationTiming = createStationTimingService({ db, clock, catalogue, events });
  const study = createStudyService({
    db,
    clock,
    catalogue,
    lists,
    events,
    sessions: ctx.sessions,
    artefactDir: path.join(config.CONTENT_DIR, 'stations', ARTEFACT_DIR),
    stationTiming,
  });
  await app.register(previewRoutes(study));
  const marking = createMarkingService({
    db,
    clock,
    catalogue,
    events,
    accessOf: (userId) => study.accessOf(userId),
    groupMarking: deps.groupMarking,
  });
  await app.register(memberScope(sessions, studyRoutes(study, marking)));
  await app.register(memberScope(sessions, stationTimingRoutes(stationTiming)));
  const stats = createStatsService({ db, clock, catalogue, cache: statsCache, events });
  await app.register(memberScope(sessions, statsRoutes(stats, study)));
  return study;
}
