// The station library in the back office (docs/admin.md, 'The library'): the list, a station and
// its revisions, and the writes one station at a time (save, create, retire, restore, restore an
// old revision). A station is edited as exactly its file's structure; every write goes through
// library-writer.ts (the library lock, the checks, the seeder's write path and the audit entry in
// one transaction). Export and import are library-transfer.service.ts.
import { libraryMessages } from '@osce/shared/admin/library-messages';
import type {
  StationDetailAnswer,
  StationListItem,
  StationRevision,
} from '@osce/shared/schemas/admin-library';
import { withTransaction } from '../../../db/transaction.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { AuditActor } from '../audit.service.ts';
import { createLibraryRepository } from './library.repository.ts';
import { createLibraryWriter, type LibraryDeps } from './library-writer.ts';
import { sameContent } from './station-diff.ts';
import { fileOrder, stationFileName } from './station-file-format.ts';
import {
  createStationRevisionRepository,
  type StationRevisionRow,
} from './station-revision.repository.ts';

export type LibraryService = ReturnType<typeof createLibraryService>;

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

export function createLibraryService(deps: LibraryDeps) {
  const { db } = deps;
  const { begin, latestOrThrow, checked, write, isRetired, refuseTakenNumber } =
    createLibraryWriter(deps);

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
  };
}
