// Makes an embedded database folder belong to one process. Two PGlite instances on one folder
// each keep their own copy of the pages in memory and overwrite each other's writes, so a second
// server must refuse to start rather than lose acknowledged data.
//
// The lock is a file beside the folder (`<dataDir>.lock`) naming its holder. It is created with
// link(2), which fails if the name exists, so exactly one process wins and nobody ever reads a
// half-written lock. A lock whose holder is provably gone (same host, and the pid is dead, or
// belongs to another process since a reboot or a pid reuse) is broken under a second, short-lived
// lock, so two processes finding the same stale lock cannot both take it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
  /** Linux only: the boot and the process start time, which tell a reused pid from the holder. */
  bootId?: string;
  startTicks?: string;
  token: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Removes the lock if it is still ours; safe to call more than once. */
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    const sameHost = holder.host === os.hostname();
    super(
      [
        `The embedded database folder ${dataDir} is in use by another server process ` +
          `(pid ${holder.pid} on host ${holder.host}, since ${holder.since}).`,
        'The embedded database belongs to one process. To run several server processes, set ' +
          'DATABASE_URL to a PostgreSQL database (or give each process its own DATA_DIR).',
        sameHost
          ? 'Stop that process first (a lock left by a crashed process on this host is cleared ' +
            'by the next start).'
          : `The holder runs on another host and cannot be checked from here; if it is gone, ` +
            `delete ${lockPath}.`,
      ].join('\n'),
    );
    this.name = 'DataDirBusyError';
  }
}

const MAX_ATTEMPTS = 50;
const RETRY_MS = 20;
/** A breaker holds its lock for microseconds; one older than this died while breaking. */
const STALE_BREAKER_MS = 10_000;

/** Takes the lock for `dataDir` or throws a DataDirBusyError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${dataDir}.lock`;
  const holder = describeProcess(process.pid);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (tryCreate(lockPath, holder)) return heldLock(lockPath, holder);
    const found = readLock(lockPath);
    if (found === undefined) continue; // released between our attempt and the read
    const current = parseHolder(found);
    if (current && isAlive(current)) throw new DataDirBusyError(dataDir, lockPath, current);
    breakStaleLock(lockPath, found);
  }
  throw new Error(`Could not take ${lockPath}: it kept changing hands; try again.`);
}

/** The record a lock holds for a process; exported so tests can forge one for another pid. */
export function describeProcess(pid: number): LockHolder {
  return {
    pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    bootId: readProcFile('/proc/sys/kernel/random/boot_id'),
    startTicks: processStartTicks(pid),
    token: randomUUID(),
  };
}

function tryCreate(lockPath: string, holder: LockHolder): boolean {
  // Written in full and flushed under a private name first, so the lock appears complete.
  const draft = `${lockPath}.${process.pid}.${holder.token}.tmp`;
  const fd = fs.openSync(draft, 'wx', 0o644);
  try {
    fs.writeFileSync(fd, `${JSON.stringify(holder)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function heldLock(lockPath: string, holder: LockHolder): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Someone may have broken our lock by hand; never delete a lock that is not ours.
    if (parseHolder(readLock(lockPath))?.token === holder.token)
      fs.rmSync(lockPath, { force: true });
  };
  // Every exit that runs JavaScript (process.exit, an uncaught error) gives the folder back.
  process.on('exit', release);
  return { path: lockPath, holder, release };
}

/**
 * Removes `lockPath` only if it still holds exactly `staleContent`, one breaker at a time: two
 * processes that read the same stale lock must not both remove it, or the slower one would remove
 * the faster one's fresh lock and both would go on to hold the folder. Exported for its tests.
 */
export function breakStaleLock(lockPath: string, staleContent: string): void {
  const breakerPath = `${lockPath}.break`;
  let fd: number;
  try {
    fd = fs.openSync(breakerPath, 'wx');
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
    const age = Date.now() - (statTime(breakerPath) ?? Date.now());
    if (age > STALE_BREAKER_MS) fs.rmSync(breakerPath, { force: true });
    else sleep(RETRY_MS);
    return;
  }
  try {
    // Another breaker may have replaced the stale lock with its own live one meanwhile.
    if (readLock(lockPath) === staleContent) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(breakerPath, { force: true });
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another host's processes cannot be checked from here: assume the holder is alive.
  if (holder.host !== os.hostname()) return true;
  // Our own pid cannot be the holder (we do not hold it yet): a container restarted after a crash
  // often gets the same small pid as its previous life.
  if (holder.pid === process.pid) return false;
  const bootId = readProcFile('/proc/sys/kernel/random/boot_id');
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the pid exists but belongs to another user; it may be the holder.
    if (errorCode(err) === 'ESRCH') return false;
  }
  const startTicks = processStartTicks(holder.pid);
  if (holder.startTicks && startTicks && holder.startTicks !== startTicks) return false;
  return true;
}

function parseHolder(content: string | undefined): LockHolder | undefined {
  if (content === undefined) return undefined;
  try {
    const value = JSON.parse(content) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.host === 'string') return value as LockHolder;
  } catch {
    // Our locks are always complete (see tryCreate), so an unreadable one names no holder.
  }
  return undefined;
}

function readLock(lockPath: string): string | undefined {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
function processStartTicks(pid: number): string | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  // The command name (field 2) may contain spaces and parentheses; count after the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function readProcFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}

function statTime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}
