// The one way a service makes several writes all-or-nothing. Repositories are factories over a
// `Db`, and a transaction handle is a `Db` too, so the same repository code runs inside or outside
// a transaction; nested calls become savepoints.
//
// `afterCommit(tx, fn)` is how code that may run inside someone else's transaction (closing a
// member's sessions inside a login or a password reset) announces what it did: `fn` runs once the
// outermost transaction has committed, and never if it (or the savepoint it was queued in) rolls
// back, so no other request can act on the news before the change is visible to it.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Callback = () => void;

/** The callbacks queued in each open transaction handle made by withTransaction. */
const queues = new WeakMap<object, Callback[]>();

export async function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = queues.get(db);
  const queue: Callback[] = [];
  const result = await db.transaction((tx) => {
    queues.set(tx, queue);
    return work(tx as unknown as Db);
  });
  // A savepoint released: what it queued now waits for the enclosing transaction's commit.
  if (outer) outer.push(...queue);
  else for (const fn of queue) fn();
  return result;
}

/**
 * Runs `fn` once `db`'s transaction commits (at once when `db` is not a transaction). `fn` must not
 * throw: the work is already committed (emitting a domain event never throws).
 */
export function afterCommit(db: Db, fn: Callback): void {
  const queue = queues.get(db);
  if (queue) {
    queue.push(fn);
    return;
  }
  // A transaction opened some other way (db.transaction directly) has no queue: running `fn` now
  // would announce a change before it is visible, so that is refused outright.
  if (db instanceof PgTransaction) {
    throw new Error('afterCommit needs a transaction opened with withTransaction');
  }
  fn();
}
