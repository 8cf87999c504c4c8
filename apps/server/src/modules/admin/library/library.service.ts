// The station library in the back office (docs/admin.md, 'The library'). A station is edited as
// exactly its file's structure and checked as `npm run stations:check` checks a file
// (checkStationSource); a save is a new revision written through the seeder's own write path
// (writeStationRevision), with its audit entry, in one transaction that holds the library lock, so
// two saves from the same revision cannot both win. Members see the change on their next request:
// `content.changed` {domain: 'study'} after commit clears the study caches on every process.
import YAML from 'yaml';
import { libraryMessages, problemCount } from '@osce/shared/admin/library-messages';
import type {
  StationDetailAnswer,
  StationImportAnswer,
  StationListItem,
  StationProblem,
  StationRevision,
} from '@osce/shared/schemas/admin-library';
import { stationFileSchema, type StationFileInput } from '@osce/shared/stations/station-file';
import type { Db } from '../../../db/client.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../lib/events.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  checkStationSource,
  parseYamlText,
  type LoadedStation,
} from '../../../seed/station-reader.ts';
import { taxonIndex, writeStationRevision, type TaxonIndex } from '../../../seed/study.seeder.ts';
import type { AuditActor, AuditService } from '../audit.service.ts';
import { createLibraryRepository } from './library.repository.ts';
import { sameContent } from './station-diff.ts';
import {
  createStationRevisionRepository,
  lockStationLibrary,
  type StationRevisionRow,
} from './station-revision.repository.ts';

export type LibraryService = ReturnType<typeof createLibraryService>;

const EMPTY_TAXONOMY = { levels: [], difficulties: [], types: [], specialties: [], systems: [] };

/** The station as its file lays it out (the schema's key order), whatever order jsonb kept. */
export function fileOrder(station: StationFileInput): StationFileInput {
  const parsed = stationFileSchema.safeParse(station);
  return parsed.success ? parsed.data : station;
}

const LIBRARY_FILE_NAME = /^\d{3,6}-[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;

/** The library's file naming: '001-chest-pain-history.yaml'. */
export function stationFileName(number: number, name: string): string {
  const slug =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'station';
  return `${String(number).padStart(3, '0')}-${slug}.yaml`;
}

/** A station file's text, as the export answers it and an author would write it. */
export function stationYaml(station: StationFileInput): string {
  return YAML.stringify(fileOrder(station), { lineWidth: 0 });
}

/** The 422 of a station that fails the checks (schemas/admin-library.ts, stationProblemsAnswer). */
function problemsRefusal(
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

function presentRevision(row: StationRevisionRow): StationRevision {
  return {
    revision: row.revision,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByUsername,
    changed: row.changed,
    retired: row.retired,
    restored_from: row.restoredFrom,
  };
}

function presentDetail(row: StationRevisionRow): StationDetailAnswer {
  return {
    station: fileOrder(row.station),
    revision: row.revision,
    source: row.source,
    retired: row.retired,
    file: row.file,
    updated_at: row.createdAt.toISOString(),
    updated_by: row.createdByUsername,
  };
}

export function createLibraryService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
  /** content/stations/: where artefact images are looked for. */
  stationsDir: string;
}) {
  const { db, clock, events, audit, stationsDir } = deps;
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

  return {
    async list(filter: { search?: string; retired?: boolean }): Promise<StationListItem[]> {
      const repo = createLibraryRepository(db);
      const [rows, latest] = await Promise.all([
        repo.listStations(),
        createStationRevisionRepository(db).latestOfEach(),
      ]);
      const search = filter.search?.toLowerCase();
      return rows
        .filter((s) => filter.retired === undefined || (s.retiredAt !== null) === filter.retired)
        .filter(
          (s) =>
            !search ||
            s.name.toLowerCase().includes(search) ||
            String(s.number) === search.replace(/^0+/, '') ||
            String(s.number).padStart(3, '0').startsWith(search),
        )
        .map((s) => {
          const revision = latest.get(s.number);
          return {
            number: s.number,
            name: s.name,
            retired: s.retiredAt !== null,
            source: revision?.source ?? null,
            revision: revision?.revision ?? 0,
            updated_at: (revision?.createdAt ?? s.updatedAt).toISOString(),
            updated_by: revision?.createdByUsername ?? null,
          };
        });
    },

    async get(number: number): Promise<StationDetailAnswer> {
      const latest = await latestOrThrow(db, number);
      return { ...presentDetail(latest), retired: await isRetired(db, latest) };
    },

    async revisions(number: number): Promise<StationRevision[]> {
      const rows = await createStationRevisionRepository(db).list(number);
      if (!rows.length) throw new HttpError(404, libraryMessages.stationNotFound);
      return rows.map(presentRevision);
    },

    async revision(number: number, revision: number) {
      const row = await createStationRevisionRepository(db).one(number, revision);
      if (!row) throw new HttpError(404, libraryMessages.revisionNotFound);
      return { ...presentRevision(row), station: fileOrder(row.station) };
    },

    /** PUT: a new revision from `revision`, refused (409) when someone saved since. */
    save(number: number, input: { station: unknown; revision: number }, actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        const { idOf, check } = await begin(tx);
        const latest = await latestOrThrow(tx, number);
        if (latest.revision !== input.revision) {
          throw new HttpError(
            409,
            libraryMessages.stationChangedMeanwhile.replace(
              '{name}',
              latest.createdByUsername ?? `the file ${latest.file}`,
            ),
          );
        }
        const station = checked(check(latest.file, input.station));
        if (station.number !== number) {
          throw new HttpError(422, libraryMessages.stationNumberMismatch, {
            number: libraryMessages.stationNumberMismatch,
          });
        }
        if (sameContent(station.input, latest.station)) return presentDetail(latest);
        return presentDetail(
          await write(tx, idOf, station, latest, actor, {
            action: 'station.update',
            // An edit leaves a retired station retired (restore puts it back in the list).
            retired: await isRetired(tx, latest),
          }),
        );
      });
    },

    /** POST: a new station (409 when its number exists). */
    create(input: { station: unknown }, actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        const { idOf, check } = await begin(tx);
        const raw = input.station as { number?: unknown; name?: unknown };
        const provisional =
          typeof raw.number === 'number' && typeof raw.name === 'string'
            ? stationFileName(raw.number, raw.name)
            : 'new-station.yaml';
        const station = checked(check(provisional, input.station));
        await refuseTakenNumber(tx, station.number);
        return presentDetail(
          await write(tx, idOf, station, undefined, actor, {
            action: 'station.create',
            file: stationFileName(station.number, station.input.name),
          }),
        );
      });
    },

    retire(number: number, actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        // Retiring or restoring never needs the content to pass today's warnings (a review gone
        // stale): it is written again as it is, as the start-up load would read it.
        const { idOf, load } = await begin(tx);
        const latest = await latestOrThrow(tx, number);
        if (await isRetired(tx, latest)) throw new HttpError(409, libraryMessages.alreadyRetired);
        return presentDetail(
          await write(tx, idOf, checked(load(latest.file, latest.station)), latest, actor, {
            action: 'station.retire',
            retired: true,
          }),
        );
      });
    },

    /** Back into the list (the revision's content unchanged). */
    restore(number: number, actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        const { idOf, load } = await begin(tx);
        const latest = await latestOrThrow(tx, number);
        if (!(await isRetired(tx, latest))) throw new HttpError(409, libraryMessages.notRetired);
        return presentDetail(
          await write(tx, idOf, checked(load(latest.file, latest.station)), latest, actor, {
            action: 'station.restore',
          }),
        );
      });
    },

    /** An old revision made current, as a new revision (checked as any save is). */
    restoreRevision(number: number, revision: number, actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        const { idOf, check } = await begin(tx);
        const latest = await latestOrThrow(tx, number);
        const old = await createStationRevisionRepository(tx).one(number, revision);
        if (!old) throw new HttpError(404, libraryMessages.revisionNotFound);
        const station = checked(check(latest.file, old.station));
        return presentDetail(
          await write(tx, idOf, station, latest, actor, {
            action: 'station.restore_revision',
            retired: await isRetired(tx, latest),
            restoredFrom: old.revision,
          }),
        );
      });
    },

    async exportFile(number: number): Promise<{ file: string; yaml: string }> {
      const latest = await latestOrThrow(db, number);
      return { file: latest.file, yaml: stationYaml(latest.station) };
    },

    /** Several station files at once: every one checked, then all saved or none. */
    import(files: { name: string; yaml: string }[], actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        const { idOf, check, revisions } = await begin(tx);
        const problems: StationProblem[] = [];
        const loaded: LoadedStation[] = [];
        const fileOf = new Map<number, string>();
        for (const file of files) {
          const raw = parseYamlText(file.yaml);
          if (!raw.ok) {
            problems.push({ file: file.name, field: '(file)', message: raw.message });
            continue;
          }
          const result = check(file.name, raw.value);
          if (!result.ok) {
            problems.push(...result.problems);
            continue;
          }
          const first = fileOf.get(result.station.number);
          if (first) {
            problems.push({
              file: file.name,
              field: 'number',
              message: libraryMessages.importDuplicateNumber
                .replace('{number}', String(result.station.number))
                .replace('{file}', first),
            });
            continue;
          }
          fileOf.set(result.station.number, file.name);
          loaded.push(result.station);
        }
        if (problems.length) {
          throw problemsRefusal(
            problems,
            libraryMessages.importHasProblems,
            (p) => `${p.file}: ${p.field}`,
          );
        }
        const answer: StationImportAnswer['stations'] = [];
        for (const station of loaded) {
          const latest = await revisions.latest(station.number);
          if (latest && sameContent(latest.station, station.input) && !latest.retired) {
            answer.push({
              file: station.file,
              number: station.number,
              name: station.name,
              outcome: 'unchanged',
              revision: latest.revision,
            });
            continue;
          }
          if (!latest) await refuseTakenNumber(tx, station.number);
          const saved = await write(tx, idOf, station, latest, actor, {
            action: latest ? 'station.update' : 'station.create',
            // An existing station keeps its file's name; a new one the uploaded name when it
            // follows the library's naming ('090-some-station.yaml'), else one made so.
            file: latest
              ? latest.file
              : LIBRARY_FILE_NAME.test(station.file) &&
                  Number(station.file.split('-')[0]) === station.number
                ? station.file
                : stationFileName(station.number, station.name),
          });
          answer.push({
            file: saved.file,
            number: station.number,
            name: station.name,
            outcome: latest ? 'updated' : 'added',
            revision: saved.revision,
          });
        }
        return answer;
      });
    },
  };

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
}
