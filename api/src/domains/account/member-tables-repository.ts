import { sql } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Db } from '../../db/database';

/** A column of a table that names a member (a foreign key to app_user). */
export interface MemberColumn {
  table: string;
  column: string;
}

/**
 * Every column of the schema that refers to a member, read from the database's own foreign keys
 * (not a list kept by hand): a table a later migration adds is in the next export without
 * anyone remembering it.
 */
export async function memberColumns(db: Db, dialect: DialectName): Promise<MemberColumn[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<MemberColumn>`
      select cl.relname as "table", att.attname as "column"
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
      where con.contype = 'f'
        and con.confrelid = (current_schema() || '.app_user')::regclass
        and ns.nspname = current_schema()
      order by 1, 2
    `.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
  `.execute(db);
  const columns: MemberColumn[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ table: string; from: string }>`
      select "table", "from" from pragma_foreign_key_list(${name})
    `.execute(db);
    for (const row of rows)
      if (row.table === 'app_user') columns.push({ table: name, column: row.from });
  }
  return columns;
}

/** The rows of `table` whose `column` names the member. */
export async function rowsNaming(
  db: Db,
  { table, column }: MemberColumn,
  userId: number,
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where ${sql.ref(column)} = ${userId}
  `.execute(db);
  return rows;
}

/** The member's own account row. */
export async function accountRow(db: Db, userId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select * from app_user where id = ${userId}
  `.execute(db);
  return rows[0] ?? null;
}
