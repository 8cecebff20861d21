import type { z } from 'zod';
import type { bundleChangeSchema, newBundleSchema, newCodeSchema } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { recordStaffAction } from '../staff/service';
import * as repo from './catalogue-repository';
import type { CreditPackageRow, DiscountCodeRow } from './tables';

// Issue 26 §5: finance manages the bundles sold and the discount codes given, without a restart
// (members' pages read the rows as they are) and checked at checkout exactly as before. Every
// change is audited, before → after.

const bundleOf = (row: CreditPackageRow) => ({
  id: row.id,
  site_id: row.site_id,
  country: row.country,
  currency: row.currency,
  credits: row.credits,
  amount: row.amount,
  highlighted: row.highlighted === 1,
  position: row.position,
  active: row.active === 1,
});

export async function bundles(db: Db) {
  return (await repo.allBundles(db)).map(bundleOf);
}

export async function createBundle(
  db: Db,
  staffId: number,
  bundle: z.infer<typeof newBundleSchema>,
  now = new Date(),
) {
  const row = await repo.insertBundle(db, {
    ...bundle,
    highlighted: bundle.highlighted ? 1 : 0,
    active: bundle.active ? 1 : 0,
  });
  await recordStaffAction(
    db,
    staffId,
    { action: 'bundle.create', object: ['bundle', row.id], after: bundleOf(row) },
    now,
  );
  return bundleOf(row);
}

export async function changeBundle(
  db: Db,
  staffId: number,
  id: number,
  changes: z.infer<typeof bundleChangeSchema>,
  now = new Date(),
) {
  const before = await repo.findBundle(db, id);
  if (!before) throw notFound('No such bundle.');
  const { highlighted, active, ...rest } = changes;
  const row = await repo.updateBundle(db, id, {
    ...rest,
    ...(highlighted === undefined ? {} : { highlighted: highlighted ? 1 : 0 }),
    ...(active === undefined ? {} : { active: active ? 1 : 0 }),
  });
  if (!row) throw notFound('No such bundle.');
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'bundle.change',
      object: ['bundle', id],
      before: bundleOf(before),
      after: bundleOf(row),
    },
    now,
  );
  return bundleOf(row);
}

const codeOf = (row: DiscountCodeRow & { uses: number | string }) => ({
  id: row.id,
  code: row.code,
  value_percentage: row.value_percentage,
  country: row.country,
  currency: row.currency,
  minimum_order_value: row.minimum_order_value,
  expires: row.expires,
  single_use: row.single_use === 1,
  paymentmethods: row.paymentmethods === null ? null : (JSON.parse(row.paymentmethods) as string[]),
  status: row.status,
  uses: Number(row.uses),
});

export async function codes(db: Db) {
  return (await repo.managedCodes(db)).map(codeOf);
}

const codeTaken = () =>
  new HttpError(409, 'validation_failed', 'A code with this text exists already.', {
    fields: 'code',
  });

export async function createCode(
  db: Db,
  staffId: number,
  code: z.infer<typeof newCodeSchema>,
  now = new Date(),
) {
  const id = await repo.insertManagedCode(db, {
    code: code.code,
    kind: 'standard',
    country: code.country,
    user_id: null,
    expires: code.expires,
    value_percentage: code.value_percentage,
    currency: code.currency,
    minimum_order_value: code.minimum_order_value,
    status: 'active',
    single_use: code.single_use ? 1 : 0,
    paymentmethods: code.paymentmethods === null ? null : JSON.stringify(code.paymentmethods),
    created_at: now.toISOString(),
  });
  if (id === null) throw codeTaken();
  const created = codeOf((await repo.findManagedCode(db, id))!);
  await recordStaffAction(
    db,
    staffId,
    { action: 'code.create', object: ['code', id], after: created },
    now,
  );
  return created;
}

export async function disableCode(db: Db, staffId: number, id: number, now = new Date()) {
  const before = await repo.findManagedCode(db, id);
  if (!before) throw notFound('No such code.');
  if (await repo.disableCode(db, id))
    await recordStaffAction(
      db,
      staffId,
      {
        action: 'code.disable',
        object: ['code', id],
        before: { status: before.status },
        after: { status: 'disabled' },
      },
      now,
    );
  return codeOf((await repo.findManagedCode(db, id))!);
}
