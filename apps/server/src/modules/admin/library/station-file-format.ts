// The station file as the library writes it (docs/admin.md, 'The library' → 'Rules'): the schema's
// key order whatever order jsonb kept, the library's file names ('001-chest-pain-history.yaml')
// and the file's YAML text, as the export answers it.
import YAML from 'yaml';
import { stationFileSchema, type StationFileInput } from '@osce/shared/stations/station-file';

/** The station as its file lays it out (the schema's key order), whatever order jsonb kept. */
export function fileOrder(station: StationFileInput): StationFileInput {
  const parsed = stationFileSchema.safeParse(station);
  return parsed.success ? parsed.data : station;
}

/** A file name that follows the library's naming, as an import may keep it. */
export const LIBRARY_FILE_NAME = /^\d{3,6}-[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;

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
