// Stations for the study tests: one with overrides (makeStation), or a catalogue of any size with
// varied names, taxonomies and statuses from a fixed seed (makeCatalogue), so a run is repeatable.
import { DIFFICULTIES, STATION_STATUSES } from '@osce/shared/stations/station-constants';
import type { StationSummary } from '../types';

export function makeStation(overrides: Partial<StationSummary> = {}): StationSummary {
  const number = overrides.number ?? 1;
  return {
    id: number,
    number,
    name: `Station ${number}`,
    types: ['History Taking'],
    stationTaxons: {
      levels: [{ id: 1, level: 'Early Clinical' }],
      difficulties: [{ id: 1, difficulty: 'Easy' }],
      types: [{ id: 1, type: 'History Taking' }],
      specialties: [{ id: 1, specialty: 'Cardiology' }],
      systems: [{ id: 1, system: 'Cardiovascular' }],
    },
    available_to_trial: false,
    recommended_timing: null,
    status: 'not_attempted',
    favourited: false,
    mark: null,
    average: null,
    latest_completion: null,
    ...overrides,
  };
}

/** Taxon entries with a given difficulty, keeping the rest of a station's taxonomy. */
export function withDifficulty(
  station: StationSummary,
  difficulty: (typeof DIFFICULTIES)[number],
): StationSummary {
  const id = DIFFICULTIES.indexOf(difficulty) + 1;
  return {
    ...station,
    stationTaxons: { ...station.stationTaxons, difficulties: [{ id, difficulty }] },
  };
}

const WORDS = [
  'chest pain',
  'abdominal',
  'headache',
  'examination',
  'history',
  'counselling',
  'prescribing',
  'breathlessness',
  'fever',
  'rash',
  'palpitations',
  'falls',
];
const SPECIALTIES = [
  'Cardiology',
  'Respiratory Medicine',
  'Neurology',
  'Paediatrics',
  'Psychiatry',
];

/** A small seeded generator (a linear congruential one): the same catalogue on every run. */
function seeded(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return value / 4_294_967_296;
  };
}

export function makeCatalogue(size: number, seed = 7): StationSummary[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: size }, (_, index) => {
    const number = index + 1;
    const specialty = Math.floor(random() * SPECIALTIES.length);
    const difficulty = pick(DIFFICULTIES);
    return makeStation({
      id: number,
      number,
      name: `${pick(WORDS)} ${pick(WORDS)} ${number}`,
      stationTaxons: {
        levels: [{ id: 1 + Math.floor(random() * 4), level: 'Level' }],
        difficulties: [{ id: DIFFICULTIES.indexOf(difficulty) + 1, difficulty }],
        types: [
          { id: 1 + Math.floor(random() * 8), type: 'Type' },
          { id: 1 + Math.floor(random() * 8), type: 'Type' },
        ],
        specialties: [{ id: specialty + 1, specialty: SPECIALTIES[specialty]! }],
        systems: [{ id: 1 + Math.floor(random() * 13), system: 'System' }],
      },
      available_to_trial: random() < 0.25,
      status: pick(STATION_STATUSES),
      favourited: random() < 0.1,
    });
  });
}
