// `pnpm admin:reset <email>`: for an owner (or any staff member) who lost their password or
// second factor (issue 48 §2) — a new password printed once, the second factor set up again at
// the next login, the lock lifted, every session ended, the act in the audit trail. Run on the
// server: whoever can run it can read the database anyway. Exit codes: 0 reset, 1 no such staff
// account, 2 usage.
import { resetStaffAccess } from '../domains/staff/service';
import { openMigratedDatabase } from './database';

const [email] = process.argv.slice(2);
if (!email) {
  console.error('Usage: pnpm admin:reset <email>');
  process.exit(2);
}
const { db } = await openMigratedDatabase();
try {
  const reset = await resetStaffAccess(db, email);
  if (reset) {
    console.log(`Staff account ${email} reset. Its new password (shown once): ${reset.password}`);
    console.log('At the next login it sets up its second factor again.');
  } else {
    console.error(`${email}: no staff account has this address.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
