// SIGTERM/SIGINT: stop accepting, let in-flight requests finish (plugins/graceful-close.ts answers
// them with Connection: close), flush, close the database (which gives back the data folder
// lock), exit 0. If the drain outlasts the grace, or a second signal comes, connections are cut
// and the database is still closed, within a short bound, before exiting 1: an embedded database
// must not be left half-written, and its lock must not outlive the process.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** How long in-flight requests get to finish. */
  graceMs: number;
  /** How long the forced path waits for the database to close. */
  forcedCloseMs: number;
}

export function handleShutdownSignals(options: ShutdownOptions): void {
  const { app, database } = options;
  let stopping = false;
  let forcing = false;

  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return forceExit(`second ${signal}`);
    stopping = true;
    app.log.info({ signal, graceMs: options.graceMs }, 'shutting down');
    const grace = setTimeout(() => void forceExit('shutdown took too long'), options.graceMs);
    try {
      await app.close(); // stops accepting, drains in-flight requests, flushes page views and logs
      await database.close();
      clearTimeout(grace);
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      await forceExit('shutdown failed');
    }
  }

  async function forceExit(reason: string): Promise<void> {
    if (forcing) return;
    forcing = true;
    app.log.error({ reason }, 'forced shutdown: closing connections and the database');
    // No handler may still be writing while the database closes.
    app.server.closeAllConnections();
    let bound: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      bound = setTimeout(() => resolve('timeout'), options.forcedCloseMs);
    });
    try {
      const outcome = await Promise.race([database.close(), timedOut]);
      if (outcome === 'timeout') app.log.error('database did not close in time');
    } catch (err) {
      app.log.error({ err }, 'database close failed');
    } finally {
      clearTimeout(bound);
    }
    // The data folder lock is also released by the exit handler if the close did not finish.
    process.exit(1);
  }

  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
