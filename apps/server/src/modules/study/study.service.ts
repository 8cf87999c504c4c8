// The study area's rules: who may use the study area at all, which stations a member may open,
// the member's station list, favourites and saved filters. Domain results only; the routes map
// them to HTTP.
import path from 'node:path';
import type { GroupStation } from '@osce/shared/groups/group-session';
import { ARTEFACT_IMAGE_TYPES } from '@osce/shared/stations/station-constants';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import type { SavedFilters } from '@osce/shared/schemas/study';
import { startingTiming } from '@osce/shared/stations/exam-presets';
import { DEFAULT_TIMING, type StationTiming } from '@osce/shared/stations/timing';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { SessionService } from '../accounts/session.service.ts';
import type { MemberListCache, ReadyList } from './member-list-cache.ts';
import { createMarkingRepository, type PreferredTiming } from './marking.repository.ts';
import type { CatalogueSnapshot, CatalogueStation, StationCatalogue } from './station-catalogue.ts';
import {
  presentDetail,
  presentListJson,
  presentSummary,
  type StationDetail,
  type StationSummary,
} from './station.presenter.ts';
import { createStationRepository, type SavedFiltersRow } from './station.repository.ts';
import type { StationTimingService } from './station-timing.service.ts';

export type StationRefusal = 'not_found' | 'paid_only';
export type StationResult<T> = { ok: true; value: T } | { ok: false; reason: StationRefusal };

export type StudyService = ReturnType<typeof createStudyService>;

function presentFilters(row: SavedFiltersRow | null): SavedFilters | null {
  if (!row) return null;
  return {
    name: row.name,
    filters: row.filters as SavedFilters['filters'],
    completed_filters: row.completedFilters as SavedFilters['completed_filters'],
    hidden_station_names: row.hiddenStationNames,
  };
}

/** Each catalogue snapshot's taxons, serialised: a snapshot never changes, a new one replaces it. */
const taxonsJsonCache = new WeakMap<CatalogueSnapshot, string>();

function taxonsJsonOf(snapshot: CatalogueSnapshot): string {
  let json = taxonsJsonCache.get(snapshot);
  if (json === undefined) taxonsJsonCache.set(snapshot, (json = JSON.stringify(snapshot.taxons)));
  return json;
}

export function createStudyService(deps: {
  db: Db;
  clock: Clock;
  catalogue: StationCatalogue;
  lists: MemberListCache;
  /** Members' entitlements, cached with their sessions and dropped by the same events. */
  sessions: Pick<SessionService, 'accessOf'>;
  /** Each write of the member's records is announced after it commits (study.module.ts listens). */
  events: EventBus;
  /** content/stations/artefacts: the images stations show (docs/content.md, 'Artefacts'). */
  artefactDir: string;
  /** The member's own timing for a station and their exam preset, added to GET /station/{code}. */
  stationTiming: Pick<StationTimingService, 'ofStation'>;
}) {
  const { db, clock, catalogue, lists, events } = deps;
  const repo = createStationRepository(db);

  /** The station a member asks for by number, if it is in the list and theirs to open. */
  async function usableStation(access: StudyAccess, number: number) {
    const station = (await catalogue.get()).byNumber.get(number);
    if (!station) return { ok: false as const, reason: 'not_found' as const };
    if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
      return { ok: false as const, reason: 'paid_only' as const };
    }
    return { ok: true as const, station };
  }

  return {
    /**
     * The one access decision of the study area, made at the moment of the call from the member's
     * entitlements (never a stored flag): paid, trial, or none. For callers with a member id but no
     * request (marking for a group, sockets); a request's own access is request.user.access.
     */
    accessOf(userId: number): Promise<StudyAccess> {
      return deps.sessions.accessOf(userId);
    },

    /** The member's list when it is ready in memory: a warm read's whole work, with no await. */
    readyList(userId: number): ReadyList | undefined {
      const snapshot = catalogue.current();
      return snapshot && lists.peek(userId, snapshot);
    },

    /** The member's list, ready to send (see member-list-cache.ts). */
    async list(userId: number): Promise<ReadyList> {
      const snapshot = await catalogue.get();
      return lists.get(userId, snapshot, async () => {
        const progress = await repo.progressOf(userId);
        return presentListJson(snapshot.stations, new Map(progress.map((p) => [p.stationId, p])));
      });
    },

    gzipOf: (list: ReadyList) => lists.gzipOf(list),

    async taxons() {
      return (await catalogue.get()).taxons;
    },

    /** GET /taxons' bytes, serialised once per catalogue snapshot (a warm read awaits nothing). */
    taxonsJson(): string | Promise<string> {
      const snapshot = catalogue.current();
      if (snapshot) return taxonsJsonOf(snapshot);
      return catalogue.get().then(taxonsJsonOf);
    },

    /** Featured stations the member may start (a trial member: the trial ones). */
    async featured(userId: number, access: StudyAccess): Promise<StationSummary[]> {
      const snapshot = await catalogue.get();
      const featured = snapshot.stations.filter(
        (s) => s.featured && canUseStation(access, { available_to_trial: s.availableToTrial }),
      );
      if (!featured.length) return [];
      const progress = new Map((await repo.progressOf(userId)).map((p) => [p.stationId, p]));
      return featured.map((s) => presentSummary(s, progress.get(s.id)));
    },

    async station(
      userId: number,
      access: StudyAccess,
      number: number,
    ): Promise<StationResult<StationDetail>> {
      const found = await usableStation(access, number);
      if (!found.ok) return found;
      const [content, progress, timing] = await Promise.all([
        repo.contentOf(found.station.id),
        repo.progressOfStation(userId, found.station.id),
        deps.stationTiming.ofStation(userId, found.station.id),
      ]);
      if (!content) return { ok: false, reason: 'not_found' };
      return {
        ok: true,
        value: { ...presentDetail(found.station, content, progress ?? undefined), ...timing },
      };
    },

    /**
     * An artefact image of a station the caller may open (a visitor: only a preview station's).
     * Only a file the station lists is served, so the address cannot reach another file.
     */
    async artefactImage(
      access: StudyAccess | 'visitor',
      number: number,
      file: string,
    ): Promise<StationResult<{ path: string; type: string }>> {
      let station: CatalogueStation | undefined;
      if (access === 'visitor') {
        station = (await catalogue.get()).byNumber.get(number);
        if (!station?.preview) return { ok: false, reason: 'not_found' };
      } else {
        const found = await usableStation(access, number);
        if (!found.ok) return found;
        station = found.station;
      }
      const content = await repo.contentOf(station.id);
      const listed = content?.artefacts.some((a) => a.file === file);
      const extension = file.split('.').pop() as keyof typeof ARTEFACT_IMAGE_TYPES;
      if (!listed || !Object.hasOwn(ARTEFACT_IMAGE_TYPES, extension)) {
        return { ok: false, reason: 'not_found' };
      }
      return {
        ok: true,
        value: { path: path.join(deps.artefactDir, file), type: ARTEFACT_IMAGE_TYPES[extension] },
      };
    },

    /** A live station by id as group study names it (null when retired or unknown). */
    async stationCard(stationId: number): Promise<GroupStation | null> {
      const station = (await catalogue.get()).byId.get(stationId);
      if (!station) return null;
      return {
        id: station.id,
        number: station.number,
        name: station.name,
        available_to_trial: station.availableToTrial,
      };
    },

    /** How many stations the library offers now (every live one, trial or paid). */
    async stationCount(): Promise<number> {
      return (await catalogue.get()).stations.length;
    },

    /** A preview station for visitors, chosen at random among those offered; null if none. */
    async preview(): Promise<StationDetail | null> {
      const offered = (await catalogue.get()).stations.filter((s) => s.preview);
      const station = offered[Math.floor(Math.random() * offered.length)];
      if (!station) return null;
      const content = await repo.contentOf(station.id);
      return content ? presentDetail(station, content, undefined, { preview: true }) : null;
    },

    /**
     * Stars or unstars a station. Any station in the list may be starred, a trial member's paid
     * ones included: starring opens nothing, and the star is there when they subscribe.
     */
    async setFavourite(
      userId: number,
      number: number,
      favourited: boolean,
    ): Promise<StationResult<{ number: number; favourited: boolean }>> {
      const station = (await catalogue.get()).byNumber.get(number);
      if (!station) return { ok: false, reason: 'not_found' };
      await repo.setFavourite(userId, station.id, favourited, clock.now());
      events.emit('study.member_records_changed', { userId });
      return { ok: true, value: { number, favourited } };
    },

    completedStationIds: (userId: number) => repo.completedStationIds(userId),

    /** The member's preferred timings, or the defaults (2, 6, 2, 2) until they save some. */
    /**
     * Where a run of the station starts for the member (docs/station-run.md, 'Timing a version 2
     * station'): a group's run set without a timing starts from its examiner's.
     */
    async startingTiming(userId: number, stationId: number): Promise<StationTiming> {
      const station = (await catalogue.get()).byId.get(stationId);
      const [preferred, own] = await Promise.all([
        createMarkingRepository(db).preferredTiming(userId),
        deps.stationTiming.ofStation(userId, stationId),
      ]);
      const { minutes } = startingTiming({
        stationSaved: own.saved_timing,
        preset: own.exam_preset,
        recommended: station?.recommendedTiming ?? null,
        preferred,
      });
      return { ...minutes, disabled: false };
    },

    async preferredTiming(userId: number): Promise<PreferredTiming> {
      return (await createMarkingRepository(db).preferredTiming(userId)) ?? { ...DEFAULT_TIMING };
    },

    async savedFilters(userId: number): Promise<SavedFilters | null> {
      return presentFilters(await repo.savedFiltersOf(userId));
    },

    async saveFilters(userId: number, input: SavedFilters): Promise<SavedFilters> {
      const row = await repo.saveFilters(
        {
          userId,
          name: input.name,
          filters: input.filters,
          completedFilters: input.completed_filters,
          hiddenStationNames: input.hidden_station_names,
        },
        clock.now(),
      );
      events.emit('study.member_records_changed', { userId });
      return presentFilters(row)!;
    },
  };
}
