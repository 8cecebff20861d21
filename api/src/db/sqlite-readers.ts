import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';

/**
 * SQLite with one writer and one reader connection (ADR 0015): WAL's own model. Kysely's SQLite
 * dialect runs everything on one connection behind one lock, so while a transaction was open
 * (a message being sent) every other request's reads — its session, its lists — waited for it.
 * Here a SELECT outside a transaction runs at once on the reader and sees what was last
 * committed; transactions and every other statement take the writer, one at a time. Statements
 * run synchronously (better-sqlite3), so neither connection is ever used twice at once.
 */
export function sqliteReadersDialect(writer: SqliteDatabase, reader: SqliteDatabase): Dialect {
  return {
    createAdapter: () => new ReadersAdapter(),
    createDriver: () => new ReadersDriver(writer, reader),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
  };
}

/** Still SQLite to the code that asks; several connections, so Kysely adds no lock of its own. */
class ReadersAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** The writer's turn: one transaction (or lone write) at a time, in the order asked. */
class WriterLock {
  private tail: Promise<void> = Promise.resolve();

  async obtain(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

function run(db: SqliteDatabase, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as unknown[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    numAffectedRows: changes != null ? BigInt(changes) : undefined,
    rows: [],
  };
}

/** One use of the database: a lone statement, or a transaction from begin to its end. */
class Session implements DatabaseConnection {
  /** Held from `begin` to `commit` or `rollback`. */
  release: (() => void) | null = null;

  constructor(private readonly driver: ReadersDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, lock } = this.driver;
    if (this.release) return run(writer, query) as QueryResult<R>;
    if (SelectQueryNode.is(query.query)) return run(reader, query) as QueryResult<R>;
    // A write on its own (or a raw statement, which may be one): after any open transaction.
    const release = await lock.obtain();
    try {
      return run(writer, query) as QueryResult<R>;
    } finally {
      release();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used on SQLite');
  }
}

class ReadersDriver implements Driver {
  readonly lock = new WriterLock();

  constructor(
    readonly writer: SqliteDatabase,
    readonly reader: SqliteDatabase,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    session.release = await this.lock.obtain();
    try {
      run(this.writer, CompiledQuery.raw('begin'));
    } catch (error) {
      this.end(session);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    run(this.writer, CompiledQuery.raw('commit'));
    // A commit that failed keeps the writer: Kysely rolls back next, and that ends the turn.
    this.end(connection as Session);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      run(this.writer, CompiledQuery.raw('rollback'));
    } finally {
      this.end(connection as Session);
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }

  private end(session: Session): void {
    const release = session.release;
    session.release = null;
    release?.();
  }
}
