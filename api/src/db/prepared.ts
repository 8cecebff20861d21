import { PostgresAdapter, type CompiledQuery, type Compilable } from 'kysely';
import { registerPreparedText } from './pg-prepared';
import type { Db } from './database';

/** A stand-in for a value that is bound per run; only its identity matters. */
interface Slot<K> {
  readonly slot: K;
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the compiled SQL: the argument it takes, or undefined for a constant. */
  slots: (PropertyKey | undefined)[];
}

/**
 * A query that is built and compiled once, then run with new values. Building a query with
 * Kysely's builder costs more than running it on SQLite (a third of a chat-list request went to
 * freezing, parsing and compiling the same query again); the hot reads of every request (session,
 * member, site, chats, likes) use this instead. `param('name')` marks where an argument is
 * bound. Only scalar arguments compared with `=`, `<`, … can be slots (not lists for `in`).
 * Written by hand: Kysely has no prepared-query API. Usage:
 * `preparedQuery<{ userId: number }>()((db, param) => db.selectFrom(…).where('id', '=', param('userId')))`.
 */
export function preparedQuery<A extends Record<string, unknown>>() {
  return <R>(
    build: (db: Db, param: <K extends keyof A & string>(name: K) => A[K]) => Compilable<R>,
  ): ((db: Db, args: A) => Promise<R[]>) => compiledOnce<A, R>(build);
}

function compiledOnce<A extends Record<string, unknown>, R>(
  build: (db: Db, param: <K extends keyof A & string>(name: K) => A[K]) => Compilable<R>,
): (db: Db, args: A) => Promise<R[]> {
  // One compiled form per dialect: the adapter is shared by a Kysely instance and its transactions.
  const compiled = new WeakMap<object, Compiled<R>>();
  return async (db, args) => {
    const adapter = db.getExecutor().adapter;
    let entry = compiled.get(adapter);
    if (entry === undefined) {
      const slots = new Set<Slot<PropertyKey>>();
      const param = (name: PropertyKey) => {
        const slot = { slot: name };
        slots.add(slot);
        return slot as never;
      };
      const query = build(db, param).compile();
      entry = {
        query,
        slots: query.parameters.map((value) =>
          slots.has(value as Slot<PropertyKey>) ? (value as Slot<PropertyKey>).slot : undefined,
        ),
      };
      compiled.set(adapter, entry);
      // Planned once on PostgreSQL: these are lookups by key, whatever the values.
      if (adapter instanceof PostgresAdapter) registerPreparedText(query.sql);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, i) => {
      const name = slots[i];
      return name === undefined ? value : args[name as keyof A];
    });
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
