// The HTTP edge against a listening app over bare sockets: a request that stops arriving is
// answered 408 and closed, one address cannot hold more than its share of connections (and that is
// logged), and methods the app does not use are refused with 405, all in the API's error shape.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { openConnection, type RawConnection, type RawResponse } from '../process/raw-http.ts';
import { useTestApp } from '../test/test-app.ts';

const REQUEST_TIMEOUT_MS = 600;
const CAP = 3;

const logLines: Record<string, unknown>[] = [];
const t = useTestApp({
  catalogue: false,
  env: {
    LOG_LEVEL: 'info',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
  },
  logger: {
    write(chunk: string) {
      logLines.push(JSON.parse(chunk) as Record<string, unknown>);
    },
  },
});

let port = 0;
const opened: RawConnection[] = [];
beforeAll(async () => {
  await t().app.listen({ port: 0, host: '127.0.0.1' });
  port = (t().app.server.address() as AddressInfo).port;
});
// Each test starts with no connection open, so the per-address cap counts only its own.
afterEach(async () => {
  opened.splice(0).forEach((connection) => connection.destroy());
  await openConnectionsBelow(1);
});

/** Waits until the server itself counts fewer than `limit` open connections. */
async function openConnectionsBelow(limit: number): Promise<void> {
  for (;;) {
    const count = await new Promise<number>((resolve, reject) =>
      t().app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
    );
    if (count < limit) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function connect(): Promise<RawConnection> {
  const connection = await openConnection(port);
  opened.push(connection);
  return connection;
}

function expectEnvelope(answer: RawResponse, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message, errors: [message] });
}

async function send(raw: string): Promise<{ answer: RawResponse; connection: RawConnection }> {
  const connection = await connect();
  connection.write(raw);
  return { answer: await connection.readResponse(3_000), connection };
}

describe('a request that stops arriving', () => {
  it('is answered 408 in the API shape and closed once the timeout has passed', async () => {
    const connection = await connect();
    const startedAt = Date.now();
    connection.write(
      'POST /api/message/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    const answer = await connection.readResponse(5_000);
    await connection.waitForClose(1_000);
    expectEnvelope(answer, 408, messages.requestTimeout);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(Date.now() - startedAt).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
  });

  it('is answered 408 when the headers never finish either', async () => {
    const connection = await connect();
    connection.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expectEnvelope(await connection.readResponse(5_000), 408, messages.requestTimeout);
    await connection.waitForClose(1_000);
  });

  it('does not cut a slow request that does arrive in time', async () => {
    const connection = await connect();
    connection.write(
      'POST /api/message/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS / 4));
    connection.write('}');
    const answer = await connection.readResponse(3_000);
    expect(answer.status).toBe(422);
  });
});

describe('methods the app does not use', () => {
  it.each(['TRACE', 'PROPFIND', 'TRACK'])(
    'answers %s with 405 in the API shape',
    async (method) => {
      const { answer } = await send(`${method} /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
      expectEnvelope(answer, 405, messages.methodNotAllowed);
      expect(answer.headers.allow).toContain('GET');
    },
  );

  it('answers CONNECT with 405 in the API shape and closes', async () => {
    const { answer, connection } = await send(
      'CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expectEnvelope(answer, 405, messages.methodNotAllowed);
    await connection.waitForClose(1_000);
  });
});

describe("Fastify's own refusals", () => {
  it.each([
    ['bad JSON', 'POST', 'application/json', '{"a":', 400, messages.badRequest],
    ['an unsupported type', 'POST', 'text/csv', 'a,b', 415, messages.unsupportedMediaType],
    ['an unknown API path', 'GET', '', '', 404, messages.notFound],
  ])('carry the API shape: %s', async (_what, method, type, body, status, message) => {
    const path = status === 404 ? '/api/no-such-thing' : '/api/message/contact';
    const { answer } = await send(
      `${method} ${path} HTTP/1.1\r\nHost: x\r\n` +
        (type ? `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\n` : '') +
        `Connection: close\r\n\r\n${body}`,
    );
    expectEnvelope(answer, status, message);
  });

  it('answers headers over the limit with 431 in the API shape', async () => {
    const { answer } = await send(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(answer, 431, messages.headersTooLarge);
  });
});

describe('connections per address', () => {
  it('refuses the connection over the cap with 429, logs it once, and takes one again later', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => connect()));
    // Each held connection is surely counted once it has been answered.
    for (const connection of held) {
      connection.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      expect((await connection.readResponse(3_000)).status).toBe(200);
    }
    const extra = await connect();
    expectEnvelope(await extra.readResponse(3_000), 429, messages.tooManyConnections);
    await extra.waitForClose(1_000);
    const another = await connect();
    expect((await another.readResponse(3_000)).status).toBe(429);

    const refusals = logLines.filter((line) =>
      line.msg?.toString().startsWith('connections refused'),
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ level: 40, remoteAddress: '127.0.0.1', cap: CAP });

    held[0]!.destroy();
    await openConnectionsBelow(CAP);
    const { answer } = await send('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
