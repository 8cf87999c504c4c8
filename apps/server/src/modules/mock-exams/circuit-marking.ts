// A station's marking recorded against a circuit's position (docs/mock-exams.md, 'Results'): the
// checks before the marking is written, and the link written in the marking's own transaction.
// The marking itself stays the station screen's (study/marking.service.ts); this only places it.
import type { Db } from '../../db/client.ts';
import { canReadCircuit } from './mock-exams.service.ts';
import { createMockExamRepository } from './mock-exams.repository.ts';

/** Where a marking goes in a circuit, as the mark call names it. */
export interface CircuitPlace {
  circuitId: number;
  position: number;
}

export type CircuitPlaceRefusal = {
  ok: false;
  reason: 'circuit_not_found' | 'position_unknown' | 'position_rest' | 'position_other_station';
};

/**
 * The place checked: a circuit the member may read (anyone else is told there is none, as
 * GET /circuits/{id} tells them), a position it has, not a rest, holding this station.
 */
export async function checkCircuitPlace(
  db: Db,
  userId: number,
  stationId: number,
  place: CircuitPlace,
): Promise<{ ok: true } | CircuitPlaceRefusal> {
  const repo = createMockExamRepository(db);
  const circuit = await repo.circuit(place.circuitId);
  if (!circuit || !(await canReadCircuit(repo, circuit, userId))) {
    return { ok: false, reason: 'circuit_not_found' };
  }
  const found = circuit.positions.find((p) => p.position === place.position);
  if (!found) return { ok: false, reason: 'position_unknown' };
  if (found.rest) return { ok: false, reason: 'position_rest' };
  if (found.station_id !== stationId) return { ok: false, reason: 'position_other_station' };
  return { ok: true };
}

/** The marking placed in its circuit; runs in the transaction that wrote the marking. */
export async function linkCircuitMarking(
  tx: Db,
  place: CircuitPlace,
  markingId: number,
  createdAt: Date,
): Promise<void> {
  await createMockExamRepository(tx).insertCircuitMarking({ ...place, markingId, createdAt });
}
