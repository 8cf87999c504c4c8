// Test helper: HTTP/1.1 over a bare socket, so a test controls exactly when each byte of a
// request is sent and sees whether the server keeps or closes the connection.
import net from 'node:net';
import { withTimeout } from './server-process.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write(data: string): void;
  /** Resolves with the next complete response (Content-Length framed). */
  readResponse(timeoutMs: number): Promise<RawResponse>;
  /** Resolves when the server has closed the socket. */
  waitForClose(timeoutMs: number): Promise<void>;
  isClosed(): boolean;
  destroy(): void;
}

export async function openConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    }),
    5_000,
    () => `connect to ${port}`,
  );
  let buffer = '';
  let closed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    notify();
  });
  socket.on('close', () => {
    closed = true;
    notify();
  });
  // A reset by the server counts as closed; the test asserts on what it received before.
  socket.on('error', () => undefined);

  const waitUntil = <T>(take: () => T | undefined, timeoutMs: number, what: string) =>
    withTimeout(
      new Promise<T>((resolve) => {
        const check = () => {
          const value = take();
          if (value === undefined) return;
          listeners.delete(check);
          resolve(value);
        };
        listeners.add(check);
        check();
      }),
      timeoutMs,
      () => `${what}; received so far: ${JSON.stringify(buffer)}`,
    );

  return {
    write: (data) => void socket.write(data),
    readResponse: (timeoutMs) =>
      waitUntil(
        () => {
          const parsed = parseResponse(buffer);
          if (parsed) buffer = buffer.slice(parsed.length);
          return parsed?.response;
        },
        timeoutMs,
        'a complete response',
      ),
    waitForClose: async (timeoutMs) => {
      await waitUntil(
        () => (closed ? true : undefined),
        timeoutMs,
        'the server to close the socket',
      );
    },
    isClosed: () => closed,
    destroy: () => socket.destroy(),
  };
}

function parseResponse(raw: string): { response: RawResponse; length: number } | undefined {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...lines] = raw.slice(0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyLength = Number(headers['content-length'] ?? 0);
  const length = headEnd + 4 + bodyLength;
  if (raw.length < length) return undefined;
  const status = Number(statusLine.split(' ')[1]);
  return { response: { status, headers, body: raw.slice(headEnd + 4, length) }, length };
}
