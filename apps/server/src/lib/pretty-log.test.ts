// `npm start` on a terminal prints one readable line per event; anywhere else, pino's JSON.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyDestination, usePrettyLogs } from './pretty-log.ts';

describe('readable logs', () => {
  it('are chosen on a terminal only, unless LOG_FORMAT says otherwise', () => {
    expect(usePrettyLogs('auto', true)).toBe(true);
    expect(usePrettyLogs('auto', false)).toBe(false);
    expect(usePrettyLogs('json', true)).toBe(false);
    expect(usePrettyLogs('pretty', false)).toBe(true);
  });

  it('print one line per event: time, level, message, fields', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 40,
        time: Date.UTC(2026, 10, 25, 14, 3, 7, 120),
        pid: 1,
        hostname: 'h',
        msg: 'connections refused',
        remoteAddress: '10.0.0.1',
        cap: 256,
      }),
    );
    expect(line).toBe('14:03:07.120 WARN  connections refused remoteAddress=10.0.0.1 cap=256\n');
  });

  it("keep pino's redaction: a signed-in request's token never reaches the terminal", () => {
    const written: string[] = [];
    const target = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = pino(
      { redact: ['req.headers.authorization'] },
      prettyDestination(target as unknown as NodeJS.WritableStream),
    );
    logger.info({ req: { headers: { authorization: 'Bearer secret-token' } } }, 'request');
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('INFO  request');
    expect(written[0]).toContain('[Redacted]');
    expect(written[0]).not.toContain('secret-token');
  });
});
