// A member's group socket in a journey across several app processes behind nginx: which process
// holds it, and holding its next connection back a moment.
//
// Which process: nginx keeps idle HTTP connections open to every process (upstream keepalive) and
// may carry a WebSocket on one of them, so counting connections says nothing. Instead the page's
// socket sends one Engine.IO no-op packet of 16 kB (a packet type every Socket.IO server ignores),
// and the process whose connection from nginx received those bytes (`ss -ti`, from iproute2) is the
// one holding the socket.
//
// The page's WebSocket goes through Playwright's WebSocket route for that, passed on unchanged.
// The route must be set before the page loads the app: Socket.IO's client takes the WebSocket
// class when it loads.
import { execFileSync } from 'node:child_process';
import type { Page, WebSocketRoute } from 'playwright-core';

const PROBE_BYTES = 16 * 1024;
/** Engine.IO's packet types are one digit; 6 is `noop`. */
const NOOP_PACKET = `6${'x'.repeat(PROBE_BYTES)}`;

/** Bytes received so far on each connection established to `port`, by nginx's end of it. */
export function bytesReceived(port: number): Map<string, number> {
  const out = execFileSync('ss', ['-Htni', 'state', 'established', `( sport = :${port} )`], {
    encoding: 'utf8',
  });
  const lines = out.split('\n');
  const received = new Map<string, number>();
  let peer: string | null = null;
  for (const line of lines) {
    if (!line.trim()) continue;
    if (/^\S/.test(line)) {
      // `Recv-Q Send-Q local peer`: a connection; its details follow on an indented line.
      peer = line.trim().split(/\s+/).at(-1)!;
    } else if (peer) {
      received.set(peer, Number(/bytes_received:(\d+)/.exec(line)?.[1] ?? 0));
      peer = null;
    }
  }
  return received;
}

export interface GroupSocket {
  /** Holds the page's next connections until `release()` (the current one is untouched). */
  hold(): void;
  release(): void;
  /** The index (in `ports`) of the process holding the page's socket now. */
  processOf(ports: number[]): Promise<number>;
}

/** Routes the page's group socket through Playwright, to find and to hold it. */
export async function routeGroupSocket(page: Page): Promise<GroupSocket> {
  let gate = Promise.resolve();
  let open = (): void => undefined;
  let server: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await gate;
    server = ws.connectToServer();
  });
  return {
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    async processOf(ports) {
      if (!server) throw new Error('the page has no group socket');
      const before = ports.map(bytesReceived);
      server.send(NOOP_PACKET);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const homes = ports.flatMap((port, index) =>
          [...bytesReceived(port)].some(
            ([peer, bytes]) => bytes - (before[index]!.get(peer) ?? 0) >= PROBE_BYTES,
          )
            ? [index]
            : [],
        );
        if (homes.length === 1) return homes[0]!;
        if (homes.length > 1 || Date.now() > deadline) {
          throw new Error(`the probe reached processes ${JSON.stringify(homes)}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
