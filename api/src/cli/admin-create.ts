// `pnpm admin:create <email> [role]`: the first staff account (an owner), with a password made
// here and shown once. The back office (issue 26) is where staff log in with it. Exit codes: 0
// made, 1 refused (the address has an account, or is not an address), 2 usage.
import { createStaffAccount, StaffAccountExists } from '../domains/staff/service';
import { staffRoles, type StaffRole } from '../domains/staff/tables';
import { openMigratedDatabase } from './database';

const [email, role = 'owner'] = process.argv.slice(2);
if (!email || !(staffRoles as readonly string[]).includes(role)) {
  console.error(`Usage: pnpm admin:create <email> [${staffRoles.join('|')}]   (default: owner)`);
  process.exit(2);
}
const { db } = await openMigratedDatabase();
try {
  const { password } = await createStaffAccount(db, { email, role: role as StaffRole });
  console.log(`Staff account ${email.trim().toLowerCase()} (${role}) created.`);
  console.log(`Its password, shown this once: ${password}`);
} catch (error) {
  if (
    !(error instanceof StaffAccountExists) &&
    !(error instanceof Error && error.name === 'ZodError')
  )
    throw error;
  console.error(
    error instanceof StaffAccountExists ? error.message : `${email}: not an e-mail address.`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
