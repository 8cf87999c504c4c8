// What every write to the station library shares (docs/admin.md, 'The library' → 'Rules'): one
// transaction holding the library lock, so two saves from the same revision cannot both win;
// station content checked as `npm run stations:check` checks a file (checkStationSource); a
// console revision written through the seeder's own write path (writeStationRevision) with its
// audit entry; and after commit `content.changed` {domain: 'study'}, which clears the study caches
// on every process so members see the change on their next request.
import { libraryMessages, problemCount } from '@osce/shared/admin/library-messages';
import type { StationProblem } from '@osce/shared/schemas/admin-library';
import type { Db } from '../../../db/client.ts';
import { afterCommit } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../lib/events.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { checkStationSource, type LoadedStation } from '../../../seed/station-reader.ts';
import { taxonIndex, writeStationRevision, type TaxonIndex } from '../../../seed/study.seeder.ts';
import type { AuditActor, AuditService } from '../audit.service.ts';
import { createLibraryRepository } from './library.repository.ts';
import {
  createStationRevisionRepository,
  lockStationLibrary,
  type StationRevisionRow,
} from './station-revision.repository.ts';

/** What the library's services are built from (library.section.ts). */
export interface LibraryDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
  /** content/stations/: where artefact images are looked for. */
  stationsDir: string;
}

export type LibraryWriter = ReturnType<typeof createLibraryWriter>;

const EMPTY_TAXONOMY = { levels: [], difficulties: [], types: [], specialties: [], systems: [] };

/** The 422 of a station that fails the checks (schemas/admin-library.ts, stationProblemsAnswer). */
export function problemsRefusal(
  problems: StationProblem[],
  message: string,
  key: (p: StationProblem) => string,
) {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[key(p)] ??= p.message;
  return new HttpError(422, message.replace('{count}', problemCount(problems.length)), fields, {
    errors: problems.map((p) => `${p.file}: ${p.field}: ${p.message}`),
    problems,
  });
}

export function createLibraryWriter(deps: LibraryDeps) {
  const { clock, events, audit, stationsDir } = deps;
  const today = () => clock.now().toISOString().slice(0, 10);

  /** Inside a write: the library lock, the taxonomy, and a checker for station content. */
  async function begin(tx: Db) {
    await lockStationLibrary(tx);
    const loaded = await createLibraryRepository(tx).taxonomy();
    // Refused only when a station is to be checked: an unknown number answers 404 first.
    const taxons = () => {
      if (!loaded) throw new HttpError(422, libraryMessages.noTaxonomy);
      return loaded;
    };
    const check = (file: string, raw: unknown) =>
      checkStationSource(file, raw, taxons(), stationsDir, { today: today() });
    /** As the start-up load checks a file: without stations:check's warnings (a stale review). */
    const load = (file: string, raw: unknown) =>
      checkStationSource(file, raw, taxons(), stationsDir);
    return {
      idOf: taxonIndex(loaded ?? EMPTY_TAXONOMY),
      check,
      load,
      revisions: createStationRevisionRepository(tx),
    };
  }

  async function latestOrThrow(tx: Db, number: number): Promise<StationRevisionRow> {
    const latest = await createStationRevisionRepository(tx).latest(number);
    if (!latest) throw new HttpError(404, libraryMessages.stationNotFound);
    return latest;
  }

  function checked(result: ReturnType<Awaited<ReturnType<typeof begin>>['check']>): LoadedStation {
    if (!result.ok) {
      throw problemsRefusal(result.problems, libraryMessages.stationHasProblems, (p) => p.field);
    }
    return result.station;
  }

  /** Writes one console revision with its audit entry; members hear of it after commit. */
  async function write(
    tx: Db,
    idOf: TaxonIndex,
    station: LoadedStation,
    previous: StationRevisionRow | undefined,
    actor: AuditActor,
    audited: { action: string; retired?: boolean; restoredFrom?: number; file?: string },
  ): Promise<StationRevisionRow> {
    const { revision } = await writeStationRevision(
      tx,
      station,
      idOf,
      {
        previous,
        source: 'console',
        retired: audited.retired ?? false,
        restoredFrom: audited.restoredFrom ?? null,
        createdBy: actor,
        ...(audited.file ? { file: audited.file } : {}),
      },
      clock.now(),
    );
    await audit.record(tx, actor, {
      action: audited.action,
      entity: 'station',
      entityId: station.number,
      before: previous ? { revision: previous.revision, retired: previous.retired } : null,
      after: {
        revision: revision.revision,
        retired: revision.retired,
        changed: revision.changed,
        ...(revision.restoredFrom ? { restored_from: revision.restoredFrom } : {}),
      },
    });
    afterCommit(tx, () => events.emit('content.changed', { domain: 'study' }));
    return revision;
  }

  /** Retired by the console, or by the start-up load because its file is gone. */
  async function isRetired(tx: Db, latest: StationRevisionRow): Promise<boolean> {
    if (latest.retired) return true;
    const row = await createLibraryRepository(tx).station(latest.stationNumber);
    return Boolean(row?.retiredAt);
  }

  /** A station row without any revision (retired before revisions were kept) holds the number. */
  async function refuseTakenNumber(tx: Db, number: number) {
    const existing =
      (await createStationRevisionRepository(tx).latest(number)) ??
      (await createLibraryRepository(tx).station(number));
    if (existing) {
      throw new HttpError(
        409,
        libraryMessages.stationNumberTaken.replace('{number}', String(number)),
      );
    }
  }

  return { begin, latestOrThrow, checked, write, isRetired, refuseTakenNumber };
}
