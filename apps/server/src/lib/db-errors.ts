// Reading database errors through the driver and ORM wrappers (Drizzle wraps the driver's error in
// `cause`; PGlite and node-postgres both carry PostgreSQL's `code` and `constraint`).

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The constraint a unique violation (23505) broke, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const fields = e as PgErrorFields;
    if (fields.code === '23505') {
      return typeof fields.constraint === 'string' ? fields.constraint : '';
    }
    e = fields.cause;
  }
  return null;
}
