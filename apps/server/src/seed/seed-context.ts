// What one domain's seeder hands to the next within a catalogue load: the database ids of rows
// other domains refer to by natural key (a plan names its country by code).
import type { Db } from '../db/client.ts';
import type { Catalogue } from './catalogue-reader.ts';

export class SeedContext {
  private readonly countryIds = new Map<string, number>();

  addCountry(code: string, id: number): void {
    this.countryIds.set(code, id);
  }

  /** The id of a country the catalogue defines; `from` names the file that refers to it. */
  countryId(code: string, from: string): number {
    const id = this.countryIds.get(code);
    if (id === undefined) {
      throw new Error(`${from} refers to country ${code}, missing from countries.yaml`);
    }
    return id;
  }
}

/**
 * Loads one domain's part of the catalogue through that domain's repositories, on the handle it
 * is given (the load's transaction), and answers what it wrote.
 */
export type DomainSeeder<Report extends object = object> = (
  tx: Db,
  catalogue: Catalogue,
  context: SeedContext,
) => Promise<Report>;
