// Readable log lines for a person at a terminal: `npm start` in a shell prints one short line per
// event (time, level, message, then the event's fields as key=value), while a service manager or a
// pipe still gets pino's JSON, one object per line, for machines to read. The lines are formatted
// from pino's own output, so its redaction (tokens, cookies) has already been applied.
import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };
const DIM = '\u001b[2m';
const RESET = '\u001b[0m';
/** Fields every line has, or that the line already shows in its own place. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

/** `LOG_FORMAT`: `auto` is readable lines on a terminal and JSON anywhere else. */
export type LogFormat = 'auto' | 'pretty' | 'json';

export function usePrettyLogs(format: LogFormat, isTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/** One pino JSON line as one readable line (its stack, if any, on the lines below). */
export function formatLogLine(json: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const time = typeof entry.time === 'number' ? new Date(entry.time) : new Date();
  const clock = time.toISOString().slice(11, 23);
  const label = LEVELS[level] ?? String(level);
  const fields: string[] = [];
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (OMITTED.has(key) || value === undefined) continue;
    if (key === 'err' && value && typeof value === 'object') {
      const err = value as { message?: unknown; stack?: unknown; type?: unknown };
      fields.push(`err=${JSON.stringify(String(err.message ?? err.type ?? 'error'))}`);
      if (typeof err.stack === 'string') stack = `\n${indent(err.stack)}`;
      continue;
    }
    fields.push(
      `${key}=${typeof value === 'string' && /^[\w.:/@-]+$/.test(value) ? value : JSON.stringify(value)}`,
    );
  }
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  const rest = fields.length > 0 ? ` ${fields.join(' ')}` : '';
  if (!colour) return `${clock} ${label} ${message}${rest}${stack}\n`;
  const tint = COLOURS[level] ?? '';
  return `${DIM}${clock}${RESET} ${tint}${label}${tint ? RESET : ''} ${message}${DIM}${rest}${RESET}${stack}\n`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** A pino destination writing readable lines to `target` (stdout by default). */
export function prettyDestination(
  target: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): DestinationStream {
  const colour = target.isTTY === true && !process.env.NO_COLOR;
  return {
    write(chunk: string) {
      target.write(formatLogLine(chunk.trimEnd(), colour));
    },
  };
}
