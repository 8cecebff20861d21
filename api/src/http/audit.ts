import type { FastifyBaseLogger } from 'fastify';

/** What the audit trail records (issue 23 §4): each a line of its own, easy to grep and ship. */
export type AuditAction =
  | 'remote.publish'
  | 'shell.check'
  | 'remote.deploy'
  | 'remote.promote'
  | 'remote.rollback'
  | 'remote.withdraw'
  | 'remote.rollout_start'
  | 'remote.rollout_pause'
  | 'remote.rollout_resume'
  | 'remote.rollout_advance'
  | 'remote.rollout_promote'
  | 'remote.rollout_withdraw'
  | 'remote.remove'
  | 'remote.channel'
  | 'remote.override_link'
  | 'remote.token_create'
  | 'remote.token_revoke'
  | 'payment.state'
  | 'account.deletion'
  | 'account.mail_change_undone'
  | 'account.erased'
  | 'staff.login';

/**
 * One structured audit line: `{"audit":"remote.promote","remote":"mf-chat",…}`. Who did it is a
 * team, a member id or "telemetry", never an address or a token.
 */
export function audit(
  log: FastifyBaseLogger,
  action: AuditAction,
  fields: Record<string, string | number | boolean | null>,
): void {
  log.info({ audit: action, ...fields }, `audit ${action}`);
}
