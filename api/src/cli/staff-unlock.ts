// `pnpm staff:unlock <email>`: ends the lock a staff account got from wrong passwords in a row
// (issue 46 §1), e.g. an owner locked out by someone guessing at their address. Exit codes: 0
// unlocked, 1 no such staff account, 2 usage.
import { unlockStaffAccount } from '../domains/staff/service';
import { openMigratedDatabase } from './database';

const [email] = process.argv.slice(2);
if (!email) {
  console.error('Usage: pnpm staff:unlock <email>');
  process.exit(2);
}
const { db } = await openMigratedDatabase();
try {
  if (await unlockStaffAccount(db, email)) console.log(`Staff account ${email} unlocked.`);
  else {
    console.error(`${email}: no staff account has this address.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
