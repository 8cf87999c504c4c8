// The sandbox gateways' memory of idempotency keys, kept the way Stripe keeps it: a repeated key
// gets the first answer (success or failure), and a key reused for a different request is refused.

export type Remembered<T> = { result: T } | { conflict: true };

export class IdempotencyLedger {
  readonly #entries = new Map<string, { request: string; result: unknown }>();

  /**
   * Runs `run` once per key. `request` names the operation and its parameters, so a retry can be
   * told from a reused key (and, since equal requests are the same operation, the remembered
   * result has the type `run` returns). `run` is synchronous on purpose: the key is taken before
   * anything else can run, so requests fired at once with one key cannot both run.
   */
  once<T>(key: string, request: readonly unknown[], run: () => T): Remembered<T> {
    const described = JSON.stringify(request);
    const entry = this.#entries.get(key);
    if (entry) {
      return entry.request === described ? { result: entry.result as T } : { conflict: true };
    }
    const result = run();
    this.#entries.set(key, { request: described, result });
    return { result };
  }
}
