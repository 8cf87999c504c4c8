// Starts the product once for all browser journeys, as `npm start` starts it (the built server on
// a fresh embedded database that seeds the demo catalogue), and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The demo administrator's password (username `admin`), for the back-office journeys. */
    adminPassword: string;
  }
}

/** The demo administrator's password on the journeys' server (never a real one). */
const E2E_ADMIN_PASSWORD = 'Back-office-e2e-1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: string): Promise<void> {
  // A fresh database is migrated and seeded first: on a busy machine that takes minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early:\n${fs.readFileSync(log, 'utf8')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy:\n${fs.readFileSync(log, 'utf8')}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: `npm run build` (npm run test:e2e does it for you).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-e2e-'));
  const port = await freePort();
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
    stdio: ['ignore', out, out],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, log);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.closeSync(out);
    if (!process.env.KEEP_E2E_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
