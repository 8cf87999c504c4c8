// Who holds an embedded database folder, and when a lock left behind may be taken over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  breakStaleLock,
  DataDirBusyError,
  describeProcess,
  lockDataDir,
  type LockHolder,
} from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
}

function forgeLock(dir: string, holder: LockHolder): void {
  fs.writeFileSync(`${dir}.lock`, JSON.stringify(holder));
}

function readHolder(dir: string): LockHolder {
  return JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8')) as LockHolder;
}

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 0;
}

const hasProc = fs.existsSync('/proc/self/stat');

describe('lockDataDir', () => {
  it('takes a free folder, names this process, and gives it back once', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(readHolder(dir)).toMatchObject({ pid: process.pid, host: os.hostname() });
    lock.release();
    lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while a live process on this host holds it, naming folder, holder and DATABASE_URL', () => {
    const dir = dataDir();
    const holder = describeProcess(process.ppid);
    forgeLock(dir, holder);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    try {
      lockDataDir(dir);
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain(dir);
      expect(message).toContain(
        `pid ${process.ppid} on host ${os.hostname()}, since ${holder.since}`,
      );
      expect(message).toContain('DATABASE_URL');
    }
    expect(readHolder(dir).token).toBe(holder.token);
  });

  it('takes over a lock whose process is gone', () => {
    const dir = dataDir();
    forgeLock(dir, { ...describeProcess(process.pid), pid: deadPid(), startTicks: undefined });
    const lock = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    lock.release();
  });

  it.skipIf(!hasProc)('takes over a lock whose pid now belongs to another process', () => {
    const dir = dataDir();
    forgeLock(dir, { ...describeProcess(process.ppid), startTicks: '1' });
    const lock = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming its own pid (a restarted container often gets the same one)', () => {
    const dir = dataDir();
    forgeLock(dir, { ...describeProcess(process.pid), token: 'previous-life' });
    const lock = lockDataDir(dir);
    expect(readHolder(dir).token).toBe(lock.holder.token);
    lock.release();
  });

  it('refuses a holder on another host, which cannot be checked from here', () => {
    const dir = dataDir();
    forgeLock(dir, { ...describeProcess(deadPid()), host: 'elsewhere.example' });
    expect(() => lockDataDir(dir)).toThrow(`delete ${dir}.lock`);
  });

  it('does not remove a lock that is no longer its own', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const other = { ...describeProcess(process.ppid) };
    forgeLock(dir, other);
    lock.release();
    expect(readHolder(dir).token).toBe(other.token);
  });

  it('breaks only the stale lock it examined, never one another process took meanwhile', () => {
    const dir = dataDir();
    const stale = JSON.stringify({ ...describeProcess(deadPid()), startTicks: undefined });
    const fresh = describeProcess(process.ppid);
    forgeLock(dir, fresh);
    breakStaleLock(`${dir}.lock`, stale);
    expect(readHolder(dir).token).toBe(fresh.token);

    fs.writeFileSync(`${dir}.lock`, stale);
    breakStaleLock(`${dir}.lock`, stale);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('leaves a stale lock alone while another process is breaking it', () => {
    const dir = dataDir();
    const stale = JSON.stringify({ ...describeProcess(deadPid()), startTicks: undefined });
    fs.writeFileSync(`${dir}.lock`, stale);
    fs.writeFileSync(`${dir}.lock.break`, '');
    breakStaleLock(`${dir}.lock`, stale);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(stale);
  });
});
