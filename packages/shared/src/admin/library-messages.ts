// The station library's texts in the back office (docs/admin.md, 'The library'). Server, web and
// tests import them from here.
export const libraryMessages = {
  /** 409 on PUT when `revision` is not the latest; {name} is who saved the latest. */
  stationChangedMeanwhile:
    'This station was changed by {name} while you were editing. Reload to see their changes.',
  /** 422 when the station (or an imported file) fails the checks of `npm run stations:check`. */
  stationHasProblems: 'The station was not saved: {count} to fix.',
  importHasProblems: 'Nothing was imported: {count} to fix.',
  /** 409 on POST /api/admin/stations when the number is taken. */
  stationNumberTaken: 'Station {number} already exists. Choose another number or edit that one.',
  /** PUT /api/admin/stations/{number} with a station whose own number differs. */
  stationNumberMismatch: 'The number cannot be changed here: create a new station instead.',
  stationNotFound: 'There is no station with that number.',
  revisionNotFound: 'There is no such revision of this station.',
  /** The import names the same station twice. */
  importDuplicateNumber: '{number} is also the number of {file}',
  alreadyRetired: 'This station is already retired.',
  notRetired: 'This station is not retired.',
  /** The taxonomies are not loaded (no taxons.yaml at the last start): nothing can be checked. */
  noTaxonomy: 'The library has no taxonomies loaded, so no station can be checked.',
} as const;

/** '{count}' problems, in words: '1 problem', '3 problems'. */
export function problemCount(count: number): string {
  return `${count} ${count === 1 ? 'problem' : 'problems'}`;
}
