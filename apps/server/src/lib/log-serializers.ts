// What an error log line may carry. Database errors hold the statement's parameters (e-mails,
// password hashes, tokens once accounts exist) and PostgreSQL's `detail` repeats values
// ("Key (email)=(...) already exists"), so only the statement, the codes and the stack are kept.
// Request bodies are never logged at all.

const KEPT_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_DEPTH = 4;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error)) return typeof err === 'object' ? '[non-error object]' : err;
  const record = err as Error & Record<string, unknown>;
  const { message, stack } = withoutParams(err, record);
  const out: LoggedError = { type: err.name, message, ...(stack ? { stack } : {}) };
  if (typeof record.query === 'string') out.query = record.query;
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) {
    out.cause = serializeError(err.cause, depth + 1) as LoggedError;
  }
  return out;
}

/**
 * Drizzle's query error puts the parameters into its message ("Failed query: ...\nparams: ..."),
 * and the stack repeats the message: both are rebuilt from the statement alone.
 */
function withoutParams(err: Error, record: Record<string, unknown>) {
  if (!('params' in record)) return { message: err.message, stack: err.stack };
  const message =
    typeof record.query === 'string' ? `Failed query: ${record.query}` : 'Failed query';
  const header = `${err.name}: ${err.message}`;
  const stack = err.stack?.startsWith(header)
    ? `${err.name}: ${message}${err.stack.slice(header.length)}`
    : undefined;
  return { message, stack };
}
