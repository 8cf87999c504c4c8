// Starring a station changes the list before the server answers (and back if it refuses): the
// list with one station's `favourited` set.
import type { StationSummary } from '../types';

export function withFavourite(
  stations: readonly StationSummary[],
  number: number,
  favourited: boolean,
): StationSummary[] {
  return stations.map((station) =>
    station.number === number && station.favourited !== favourited
      ? { ...station, favourited }
      : station,
  );
}
