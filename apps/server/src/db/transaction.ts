// The one way a service makes several writes all-or-nothing. Repositories are factories over a
// `Db`, and a transaction handle is a `Db` too, so the same repository code runs inside or outside
// a transaction; nested calls become savepoints.
import type { Db } from './client.ts';

export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
