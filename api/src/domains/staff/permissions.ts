import type { StaffRole } from './tables';

/**
 * What staff may do (issue 26 §2), written once: every `/api/backoffice/` route names the one
 * permission it needs (`config: { staff: '…' }`), the staff plugin checks it before the handler,
 * and the back office shows each role only the screens it may use. `self` is every staff member's
 * own account (their sessions, their second factor).
 */
export const staffPermissions = [
  'self',
  // Owners: the people and the record of what they did.
  'staff.manage',
  'audit.read',
  // The site's figures on the dashboard (issue 28 §4): members, activity, remotes.
  'dashboard.read',
  // The site's settings in the back office (issue 48 §3): texts, prices, safety, contacts.
  'site.settings',
  // Moderators.
  'photos.moderate',
  'reports.handle',
  'members.suspend',
  // Photo verifications the face model could not decide (issue 29 §3).
  'verifications.review',
  // Support.
  'members.lookup',
  'complaints.answer',
  'members.sessions',
  // A member who lost the phone with their codes (and their recovery codes): codes off.
  'members.second_factor',
  'mails.resend',
  'credits.adjust',
  'members.export',
  'members.erase',
  'members.reactivate',
  // Finance.
  'bundles.manage',
  'codes.manage',
  'orders.read',
  'payments.refund',
  // Operators (issue 28 §3): answering as the site's operated profiles.
  'conversations.answer',
  // Marketing (issue 28 §1): campaigns and their landers, published without a deploy.
  'campaigns.manage',
  // The profiles the site operates (issue 48 §1), which landers feature: marketing makes them.
  'profiles.manage',
  // Marketing mail to the members who asked for it (issue 48 §4).
  'mailings.send',
  // Team deployers (issue 28 §2): their remote's rollouts from the console (owners: every remote).
  'remotes.deploy',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const moderator: StaffPermission[] = [
  'photos.moderate',
  'verifications.review',
  'reports.handle',
  'members.suspend',
  'members.lookup',
];
const support: StaffPermission[] = [
  'members.lookup',
  'complaints.answer',
  'members.sessions',
  'members.second_factor',
  'mails.resend',
  'credits.adjust',
  'members.export',
  'members.erase',
  'members.reactivate',
];
const finance: StaffPermission[] = [
  'bundles.manage',
  'codes.manage',
  'orders.read',
  'payments.refund',
];

/** Each role's permissions. An owner has them all. */
export const rolePermissions: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  owner: new Set(staffPermissions),
  moderator: new Set(['self', ...moderator]),
  support: new Set(['self', ...support]),
  finance: new Set(['self', ...finance]),
  marketing: new Set(['self', 'campaigns.manage', 'profiles.manage', 'mailings.send']),
  deployer: new Set(['self', 'remotes.deploy']),
  operator: new Set(['self', 'conversations.answer']),
};

export const roleMay = (role: StaffRole, permission: StaffPermission) =>
  rolePermissions[role].has(permission);
