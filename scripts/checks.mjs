// The static checks `npm test` starts with (README, 'Tests'): the type-check of each project, the
// lint and the format check, run side by side, as many at once as the machine has cores. Run one
// after another they took about three minutes of a ten-minute budget on two cores; each is
// single-threaded, so they share the cores well. Every check runs to the end, so one run reports
// every failure; each one's output is printed whole when it finishes, under its name.
import { spawn } from 'node:child_process';
import os from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;
const checks = [
  ...['packages/shared', 'apps/server', 'apps/server/cluster', 'apps/web', 'e2e'].map(
    (project) => ({
      name: `typecheck ${project}`,
      command: [bin('tsc'), '-p', project],
    }),
  ),
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'format', command: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
];

// The longest first, so the short ones fill the gaps at the end.
const order = ['typecheck apps/web', 'lint', 'format', 'typecheck apps/server'];
checks.sort((a, b) => rank(a) - rank(b));
function rank(check) {
  const i = order.indexOf(check.name);
  return i === -1 ? order.length : i;
}

function run(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command[0], check.command.slice(1), { stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.name} (${seconds} s)`);
      if (!ok || output.trim()) console.log(output.trimEnd());
      resolve(ok);
    });
  });
}

const queue = [...checks];
const width = Math.max(1, Math.min(os.availableParallelism(), queue.length));
const results = await Promise.all(
  Array.from({ length: width }, async () => {
    const outcomes = [];
    while (queue.length > 0) outcomes.push(await run(queue.shift()));
    return outcomes;
  }),
);
if (results.flat().some((ok) => !ok)) {
  console.error('Some checks failed (above).');
  process.exit(1);
}
