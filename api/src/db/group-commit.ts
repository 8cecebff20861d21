import { SqliteAdapter, sql } from 'kysely';
import type { Db, Tx } from './database';

/** Writes sharing one commit at most (a bound on how long the first of them waits). */
const MAX_GROUP = 64;

interface Pending<T> {
  work: (tx: Tx) => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (ADR 0015). On SQLite every commit writes each page the transaction touched to
 * the write-ahead log, and one writer runs at a time: a message's commit cost more than all its
 * reads. Writes that arrive while one is running wait, then run together in one transaction,
 * each in its own savepoint: one that fails is rolled back alone and gets its error, the others
 * commit together, and each caller is answered once that commit is done — so what a caller is
 * told was stored, is. PostgreSQL runs writers in parallel (row locks, not one writer), so
 * there each write keeps its own transaction.
 */
export function inGroupCommit<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = new CommitGroup(db);
    groups.set(db, group);
  }
  return group.add(work);
}

const groups = new WeakMap<Db, CommitGroup>();

/** How many grouped writes this database took and in how many commits (a test reads it). */
export function groupCommitCounts(db: Db): { writes: number; commits: number } {
  const group = groups.get(db);
  return { writes: group?.writes ?? 0, commits: group?.commits ?? 0 };
}

class CommitGroup {
  private waiting: Pending<unknown>[] = [];
  private running = false;
  writes = 0;
  commits = 0;

  constructor(private readonly db: Db) {}

  add<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve, reject } as Pending<unknown>);
      if (this.running) return;
      this.running = true;
      // A write runs through to its commit without waiting on anything (SQLite answers at
      // once): started right away, it would always be alone. Started after the requests that
      // have already arrived had their turn, it takes along those that are sends.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_GROUP);
      this.writes += batch.length;
      this.commits += 1;
      await this.commit(batch);
    }
    this.running = false;
  }

  private async commit(batch: Pending<unknown>[]): Promise<void> {
    // Settled only after the commit: a caller is never told of a write that is not stored, nor
    // of a refusal before what refused it is.
    const settle: Array<() => void> = [];
    try {
      await this.db.transaction().execute(async (tx) => {
        for (const pending of batch) {
          if (batch.length === 1) {
            // Alone: its own transaction, as without grouping.
            const value = await pending.work(tx);
            settle.push(() => pending.resolve(value));
            continue;
          }
          await sql`savepoint grouped`.execute(tx);
          try {
            const value = await pending.work(tx);
            await sql`release savepoint grouped`.execute(tx);
            settle.push(() => pending.resolve(value));
          } catch (error) {
            await sql`rollback to savepoint grouped`.execute(tx);
            await sql`release savepoint grouped`.execute(tx);
            // Told after the commit too: a resend refused as a duplicate of one in this group
            // then finds that one stored.
            settle.push(() => pending.reject(error));
          }
        }
      });
    } catch (error) {
      // The commit itself failed (or a rollback did): nothing of the group is stored.
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const done of settle) done();
  }
}
