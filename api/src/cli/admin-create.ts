// `pnpm admin:create <email> [role] [remote]`: the first staff account (an owner), with a password
// made here and shown once; a team deployer names the remote they deploy. The back office (issue
// 26) is where staff log in with it. Exit codes: 0 made, 1 refused (the address has an account, or
// is not an address), 2 usage.
import { REMOTES } from '@app/shared/platform/apps';
import { createStaffAccount, StaffAccountExists } from '../domains/staff/service';
import { staffRoles, type StaffRole } from '../domains/staff/tables';
import { openMigratedDatabase } from './database';

const [email, role = 'owner', remote] = process.argv.slice(2);
if (
  !email ||
  !(staffRoles as readonly string[]).includes(role) ||
  (role === 'deployer') !==
    (remote !== undefined && (REMOTES as readonly string[]).includes(remote))
) {
  console.error(
    `Usage: pnpm admin:create <email> [${staffRoles.join('|')}] [${REMOTES.join('|')}, for a deployer]   (default: owner)`,
  );
  process.exit(2);
}
const { db } = await openMigratedDatabase();
try {
  const { password } = await createStaffAccount(db, {
    email,
    role: role as StaffRole,
    remote: remote ?? null,
  });
  console.log(
    `Staff account ${email.trim().toLowerCase()} (${role}${remote ? ` of ${remote}` : ''}) created.`,
  );
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
