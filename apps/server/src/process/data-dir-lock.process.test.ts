// The embedded database belongs to one process: a second server on the same DATA_DIR refuses to
// start, and a lock left by a killed server does not block the next one.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migratedDataDirs,
  killServers,
  lockFileOf,
  spawnServer,
  startServer,
} from './server-process.ts';

const dataDirs = migratedDataDirs();

beforeAll(() => dataDirs.prepare(), 60_000);
afterAll(killServers);

describe('one server process per data folder', () => {
  it('refuses a second process on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = await dataDirs.copy();
    const first = await startServer(dataDir);

    const second = await spawnServer(dataDir);
    const exit = await second.waitForExit(15_000);

    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    const message = second.output();
    expect(message).toContain(path.join(dataDir, 'db'));
    expect(message).toContain(`pid ${first.child.pid}`);
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('is up at');
    const health = await fetch(first.url('/api/health'));
    expect(health.status).toBe(200);
  });

  it('starts over a lock left by a server killed with SIGKILL', async () => {
    const dataDir = await dataDirs.copy();
    const first = await startServer(dataDir);
    first.child.kill('SIGKILL');
    await first.waitForExit(5_000);
    // The killed process had no chance to clean up: its lock is still there.
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(true);

    const next = await startServer(dataDir);

    const health = await fetch(next.url('/api/health'));
    expect(health.status).toBe(200);
    const holder = JSON.parse(fs.readFileSync(lockFileOf(dataDir), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(next.child.pid);
  });
});
