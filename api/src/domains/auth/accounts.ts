// What other domains build on of the accounts: they call these, never auth's repository (the lint
// refuses that). Reads of an account, the row lock that serialises a member's writes that cost
// credits, and the two writes another domain's flow ends with (a new password, sessions ended).
export {
  deleteSessionsOf,
  findAccount,
  findLanguage,
  findUserByEmail,
  findUserById,
  lockAccount,
  updatePasswordHash,
  type AccountRow,
} from './repository';
export { addressBanned, keepBanBeyondErasure } from './sanctions';
