// What the back office's library reads beyond the revisions (docs/admin.md, 'The library'): the
// station rows for the list, and the taxonomies as the last start loaded them from taxons.yaml.
import { asc, eq } from 'drizzle-orm';
import { TAXON_KINDS, type TaxonKind } from '@osce/shared/stations/station-constants';
import type { TaxonFile } from '@osce/shared/stations/station-file';
import type { Db } from '../../../db/client.ts';
import { stations, taxons } from '../../../db/schema/index.ts';

export function createLibraryRepository(db: Db) {
  return {
    listStations() {
      return db
        .select({
          number: stations.number,
          name: stations.name,
          retiredAt: stations.retiredAt,
          updatedAt: stations.updatedAt,
        })
        .from(stations)
        .orderBy(asc(stations.number));
    },

    async station(number: number) {
      const [row] = await db
        .select({ number: stations.number, retiredAt: stations.retiredAt })
        .from(stations)
        .where(eq(stations.number, number));
      return row;
    },

    /** The taxonomies in taxons.yaml's shape, or null when none is loaded. */
    async taxonomy(): Promise<TaxonFile | null> {
      const rows = await db
        .select({ kind: taxons.kind, id: taxons.id, name: taxons.name })
        .from(taxons)
        .orderBy(asc(taxons.kind), asc(taxons.position));
      if (!rows.length) return null;
      const file = Object.fromEntries(TAXON_KINDS.map((k) => [k, []])) as unknown as Record<
        TaxonKind,
        { id: number; name: string }[]
      >;
      for (const row of rows) file[row.kind].push({ id: row.id, name: row.name });
      return file;
    },
  };
}
