// The id of the current terms (the highest published version), kept in memory: every answer to a
// signed-in member asks for it (plugins/terms-flag.ts), so it must cost nothing. It is read again
// when the catalogue changes in this process (`content.changed`) and, for changes made by another
// server process, once it is a minute old.
import type { EventBus } from '../../lib/events.ts';

export interface CurrentTerms {
  /** Without waiting: the id, null when no terms are published, undefined until first loaded. */
  peek(): number | null | undefined;
  /** The id, read from the database when not known or too old. */
  get(): Promise<number | null>;
  /** The id as the database has it now (consent is checked against this). */
  refresh(): Promise<number | null>;
}

export const CURRENT_TERMS_TTL_MS = 60_000;

export function createCurrentTerms(deps: {
  load: () => Promise<number | null>;
  nowMs: () => number;
  events: EventBus;
  onError: (err: unknown) => void;
  ttlMs?: number;
}): CurrentTerms {
  const { load, nowMs, events, onError, ttlMs = CURRENT_TERMS_TTL_MS } = deps;
  let value: number | null | undefined;
  let loadedAt = 0;
  let inFlight: Promise<number | null> | null = null;
  // Each read is numbered; only the newest may store its answer, so a slow older read never
  // overwrites what a newer one found.
  let generation = 0;

  function refresh(): Promise<number | null> {
    const mine = ++generation;
    const run = load().then((id) => {
      if (mine === generation) {
        value = id;
        loadedAt = nowMs();
      }
      return id;
    });
    inFlight = run;
    run.then(
      () => (inFlight === run ? (inFlight = null) : undefined),
      () => (inFlight === run ? (inFlight = null) : undefined),
    );
    return run;
  }

  const fresh = () => value !== undefined && nowMs() - loadedAt < ttlMs;

  events.on('content.changed', async () => {
    await refresh();
  });

  return {
    peek() {
      if (!fresh() && !inFlight) refresh().catch(onError);
      return value;
    },
    async get() {
      if (fresh()) return value as number | null;
      return inFlight ?? refresh();
    },
    refresh,
  };
}
