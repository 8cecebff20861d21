import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Named prepared statements on PostgreSQL (issue 27 §2). Kysely sends every query unnamed, so
 * PostgreSQL parses and plans it on every run: measured under the delivery bench, parsing and
 * planning took 12 s of the 19 s its statements ran, and the server's processes a whole core.
 * A named statement is parsed once per connection and, once PostgreSQL finds its generic plan
 * as good as a custom one, planned once too. Only statements whose plan cannot depend on the
 * values are named: the hot reads built with `preparedQuery` (registered below), inserts,
 * updates and deletes, and the advisory locks. Searches stay unnamed: their best plan depends on
 * the filters' values (ADR 0014), which a generic plan would not see.
 *
 * Behind a pooler in transaction mode that does not carry prepared statements (PgBouncer before
 * 1.21), the next statement may run on another server connection, where the name is unknown:
 * DATABASE_NAMED_STATEMENTS=false turns naming off there.
 *
 * Written by hand: Kysely has no option for it; node-postgres prepares a statement when a query
 * carries a `name`, so this wraps the pool Kysely is given and adds one.
 */

/** A bound on the distinct statements named (each is kept by every connection that ran it). */
const MAX_NAMED_STATEMENTS = 500;

const registered = new Set<string>();
const names = new Map<string, string>();

/** Marks a statement's text as safe to plan once (a `preparedQuery`'s compiled SQL). */
export function registerPreparedText(text: string): void {
  registered.add(text);
}

/** Statements whose plan does not depend on their values. */
const PLAN_FREE = /^\s*(insert|update|delete|select pg_advisory)/i;

let named = 0;

function statementName(text: string): string | undefined {
  const name = names.get(text);
  if (name !== undefined) return name;
  if (named >= MAX_NAMED_STATEMENTS) return undefined;
  if (!registered.has(text) && !PLAN_FREE.test(text)) return undefined;
  return rename(text);
}

/** A new name for a text: a name is never reused for another text, on any connection. */
function rename(text: string): string {
  const name = `amora_${named++}`;
  names.set(text, name);
  return name;
}

/**
 * A migration that changes a table's columns under a running node (a rolling deploy) makes its
 * prepared `select *` fail with "cached plan must not change result type" on every connection
 * that prepared it. The failing run is lost (its transaction is aborted), but the text gets a
 * new name, prepared afresh by the next run on each connection, instead of failing forever.
 */
const CACHED_PLAN_CHANGED = '0A000';

/** The pool Kysely uses: the same connections, with named statements where they are safe. */
export function preparingPool(
  pool: pg.Pool,
  { named = true }: { named?: boolean } = {},
): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapped = clients.get(client);
    if (wrapped) return wrapped;
    const query = (textOrCursor: string | PostgresCursor<unknown>, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      const name = named && values && values.length > 0 ? statementName(textOrCursor) : undefined;
      if (!name) return client.query(textOrCursor, values as unknown[]);
      return client
        .query({ name, text: textOrCursor, values: values as unknown[] })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) rename(textOrCursor);
          throw error;
        });
    };
    wrapped = {
      query: query as unknown as PostgresPoolClient['query'],
      release: (destroy?: boolean) => client.release(destroy),
      // Kysely reads the backend's process id (for cancelling a query) from the client.
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
    } as PostgresPoolClient;
    clients.set(client, wrapped);
    return wrapped;
  };
  // Kysely opens a separate client (the pool's `Client`, with its `options`) to cancel a query.
  const { options, Client } = pool as pg.Pool & Pick<PostgresPool, 'Client'>;
  return Object.assign(
    { connect: async () => wrap(await pool.connect()), end: () => pool.end() },
    { options, Client },
  );
}
