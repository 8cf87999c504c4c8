// A Redis server of the journey's own, on a free port: no key or pub/sub channel of another run
// on this machine (group sessions by id, the Socket.IO adapter's rooms) can reach it, and nothing
// needs emptying first. Needs the redis-server binary (.ci/run installs it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../../scripts/cluster/index.mjs';

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('error', () => resolve(false));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export async function startOwnRedis(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const log = path.join(dir, 'redis.log');
  const out = fs.openSync(log, 'a');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`redis-server did not start:\n${fs.readFileSync(log, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
