import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

/**
 * A table with an auto-increment `id` primary key, the one thing SQLite and PostgreSQL spell
 * differently. Migrations use it as written on the day they ran: change it only by adding a new
 * helper, never by editing this one.
 */
export function tableWithId(dialect: DialectName) {
  // Kysely<any>: a migration must keep working after the Database interface moves on.
  return (db: Kysely<any>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
