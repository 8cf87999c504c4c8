// Test helper: runs the real server (`node --import tsx apps/server/src/main.ts`) as a child
// process on a chosen data folder, the way an operator does, with every wait bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const children = new Set<ChildProcess>();
const tempDirs: string[] = [];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly dataDir: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  waitForOutput(text: string, timeoutMs: number): Promise<void>;
  waitForExit(timeoutMs: number): Promise<Exit>;
  url(pathname: string): string;
}

/** Spawns a server on `dataDir` without waiting for it. */
export async function spawnServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'info',
      CAPTCHA_HMAC_KEY: 'process-test-key-0123456789abcdef0123',
      // The embedded database is what these tests are about, whatever the caller's shell says.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const check of waiters) check();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });

  const within = <T>(what: string, timeoutMs: number, promise: Promise<T>) =>
    withTimeout(promise, timeoutMs, () => `${what} within ${timeoutMs} ms; output:\n${output}`);

  return {
    child,
    port,
    dataDir,
    output: () => output,
    waitForOutput: (text, timeoutMs) =>
      within(
        `expected "${text}"`,
        timeoutMs,
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (output.includes(text)) {
              waiters.delete(check);
              resolve();
            }
          };
          waiters.add(check);
          check();
          void exited.then(() => {
            if (!output.includes(text)) reject(new Error(`exited before "${text}":\n${output}`));
          });
        }),
      ),
    waitForExit: (timeoutMs) => within('expected an exit', timeoutMs, exited),
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
  };
}

/** Spawns a server and waits for its "is up at" line. */
export async function startServer(dataDir: string, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = await spawnServer(dataDir);
  await server.waitForOutput('is up at', timeoutMs);
  return server;
}

/** For afterAll: no test leaves a server behind, whatever it failed on. */
export function killServers(): void {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `osce-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

/** Where the server keeps the lock of its embedded database (beside DATA_DIR/db). */
export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, 'db.lock');
}

/**
 * Migrated embedded databases for a test file: one is made in beforeAll (several seconds), and
 * each test starts on a copy of it (little time).
 */
export function migratedDataDirs(): { prepare(): Promise<void>; copy(): Promise<string> } {
  let template: Promise<string> | undefined;
  const prepare = () =>
    (template ??= (async () => {
      const dir = tempDir('template');
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
      await database.migrate();
      await database.close();
      return dir;
    })());
  return {
    prepare: async () => void (await prepare()),
    copy: async () => {
      const dir = tempDir('data');
      fs.cpSync(path.join(await prepare(), 'db'), path.join(dir, 'db'), { recursive: true });
      return dir;
    },
  };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out: ${describe()}`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
