import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { CreditPackageTable, DiscountCodeTable } from './tables';

// What finance manages (issue 26 §5): the bundles sold and the discount codes given. Members'
// pages read the same rows, uncached: a change is what the next member sees.

export function allBundles(db: Db) {
  return db
    .selectFrom('credit_package')
    .selectAll()
    .orderBy('country')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBundle(db: Db, id: number) {
  return db.selectFrom('credit_package').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertBundle(db: Db, bundle: Insertable<CreditPackageTable>) {
  return db.insertInto('credit_package').values(bundle).returningAll().executeTakeFirstOrThrow();
}

export function updateBundle(db: Db, id: number, changes: Updateable<CreditPackageTable>) {
  return db
    .updateTable('credit_package')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The codes anyone may use (not a member's own welcome or stay code), with their uses. */
export function managedCodes(db: Db) {
  return managedCodesQuery(db).orderBy('discount_code.id', 'desc').limit(500).execute();
}

export function findManagedCode(db: Db, id: number) {
  return managedCodesQuery(db).where('discount_code.id', '=', id).executeTakeFirst();
}

function managedCodesQuery(db: Db) {
  return db
    .selectFrom('discount_code')
    .leftJoin('discount_redemption', 'discount_redemption.discount_code_id', 'discount_code.id')
    .selectAll('discount_code')
    .select((eb) => eb.fn.count<number>('discount_redemption.id').as('uses'))
    .where('discount_code.user_id', 'is', null)
    .groupBy('discount_code.id');
}

/** Inserts the code unless one has the same text; answers its id, or null. */
export async function insertManagedCode(db: Db, code: Insertable<DiscountCodeTable>) {
  const row = await db
    .insertInto('discount_code')
    .values(code)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Disables an active code; answers whether it was active. */
export async function disableCode(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('discount_code')
    .set({ status: 'disabled' })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
