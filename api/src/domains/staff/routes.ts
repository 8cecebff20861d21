import {
  acceptInvitationSchema,
  auditCsvSchema,
  auditQuerySchema,
  auditResponseSchema,
  idParamsSchema,
  noBodySchema,
  okResponseSchema,
  reasonSchema,
  secondFactorSchema,
  staffInviteSchema,
  staffInvitedSchema,
  staffListSchema,
  staffRoleChangeSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMeSchema,
  staffSessionsSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { linkOrigin } from '../../http/public-origin';
import { requestLanguage } from '../../http/request-language';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { staffInvitationMail } from '../mail/templates';
import { settingsForRequest } from '../site/request-site';
import {
  STAFF_INVITATION_TTL_MS,
  acceptStaffInvitation,
  auditTrail,
  changeStaffRole,
  confirmTotpEnrolment,
  disableStaffAccount,
  endOwnSession,
  endStaffSession,
  giveSecondFactor,
  inviteStaff,
  liveStaffSession,
  pendingStaffInvitations,
  resendStaffInvitation,
  revokeStaffInvitation,
  sessionsOf,
  staffList,
  staffLogin,
  startTotpEnrolment,
} from './service';
import { BACKOFFICE_API, clearStaffCookie, setStaffCookie, staffToken } from './session';

/** Entries of the audit trail per page. */
const AUDIT_PAGE = 100;

/**
 * The back office's own accounts (issue 26 §2): login with a password and a second factor,
 * TOTP enrolment, the staff member's sessions, staff management and the audit trail.
 */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const api = BACKOFFICE_API;

  app.post(
    `${api}/login`,
    {
      schema: { body: staffLoginSchema, response: { 200: staffLoginResponseSchema } },
      config: { staffPublic: true, rateLimit: RATE_LIMITS.staffLogin },
    },
    async (request, reply) => {
      const { token, stage, passkey } = await staffLogin(
        app.db,
        request.body,
        request.headers['user-agent'] ?? '',
      );
      setStaffCookie(reply, token);
      return {
        next: stage === 'enrol' ? ('enrol' as const) : ('second_factor' as const),
        passkey,
      };
    },
  );

  app.post(
    `${api}/second-factor`,
    {
      schema: { body: secondFactorSchema, response: { 200: okResponseSchema } },
      config: { staff: { stage: 'second_factor' }, rateLimit: RATE_LIMITS.staffLogin },
    },
    async (request) => {
      await giveSecondFactor(app.db, request.staff, request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    `${api}/totp/enrolment`,
    {
      schema: { body: noBodySchema, response: { 200: totpEnrolmentSchema } },
      config: { staff: { stage: 'enrol' } },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      return startTotpEnrolment(app.db, request.staff, `${settings.name} back office`);
    },
  );

  app.post(
    `${api}/totp/confirmation`,
    {
      schema: { body: secondFactorSchema, response: { 200: totpConfirmedSchema } },
      config: { staff: { stage: 'enrol' }, rateLimit: RATE_LIMITS.staffLogin },
    },
    async (request) => {
      const { recoveryCodes } = await confirmTotpEnrolment(
        app.db,
        request.staff,
        request.body.code,
      );
      return { recovery_codes: recoveryCodes };
    },
  );

  app.get(
    `${api}/me`,
    { schema: { response: { 200: staffMeSchema } }, config: { staff: 'self' } },
    async (request) => ({
      id: request.staff.staffId,
      email: request.staff.email,
      role: request.staff.role,
      remote: request.staff.remote,
      permissions: [...request.staff.permissions],
    }),
  );

  app.post(
    `${api}/logout`,
    {
      schema: { body: noBodySchema, response: { 200: okResponseSchema } },
      config: { staffPublic: true },
    },
    async (request, reply) => {
      // Logging out works from any stage, and without a session (the cookie is cleared).
      const token = staffToken(request);
      const session = token === null ? null : await liveStaffSession(app.db, token);
      if (session) await endStaffSession(app.db, session);
      clearStaffCookie(reply);
      return { ok: true as const };
    },
  );

  app.get(
    `${api}/sessions`,
    { schema: { response: { 200: staffSessionsSchema } }, config: { staff: 'self' } },
    async (request) => ({ sessions: await sessionsOf(app.db, request.staff) }),
  );

  app.delete(
    `${api}/sessions/:id`,
    {
      schema: { params: idParamsSchema, response: { 200: okResponseSchema } },
      config: { staff: 'self' },
    },
    async (request) => {
      if (!(await endOwnSession(app.db, request.staff, request.params.id))) throw notFound();
      return { ok: true as const };
    },
  );

  app.get(
    `${api}/staff`,
    { schema: { response: { 200: staffListSchema } }, config: { staff: 'staff.manage' } },
    async () => ({
      staff: await staffList(app.db),
      invitations: await pendingStaffInvitations(app.db),
    }),
  );

  /** The invitation mail, in the owner's language (they are who types the address). */
  const mailInvitation = async (
    request: Parameters<typeof settingsForRequest>[0],
    email: string,
    token: string,
  ) => {
    const settings = await settingsForRequest(request);
    const link = `${linkOrigin(app.config, settings)}/backoffice/invitation#${token}`;
    const mail = staffInvitationMail(
      requestLanguage(request, settings),
      { siteName: settings.name, supportEmail: settings.support_email },
      link,
    );
    await app.mailer.send({ ...mail, to: email, fromName: settings.mail_name });
  };

  app.post(
    `${api}/staff/invitations`,
    {
      schema: { body: staffInviteSchema, response: { 200: staffInvitedSchema } },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const { token, email } = await inviteStaff(app.db, request.staff, request.body);
      await mailInvitation(request, email, token);
      return {
        email,
        expires_at: new Date(Date.now() + STAFF_INVITATION_TTL_MS).toISOString(),
      };
    },
  );

  app.post(
    `${api}/staff/invitations/:id/resend`,
    {
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: staffInvitedSchema } },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const sent = await resendStaffInvitation(app.db, request.staff, request.params.id);
      if (!sent) throw notFound('No such pending invitation.');
      await mailInvitation(request, sent.email, sent.token);
      return { email: sent.email, expires_at: sent.expiresAt };
    },
  );

  app.post(
    `${api}/staff/invitations/:id/revoke`,
    {
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: okResponseSchema } },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      if (!(await revokeStaffInvitation(app.db, request.staff, request.params.id)))
        throw notFound('No such pending invitation.');
      return { ok: true as const };
    },
  );

  app.post(
    `${api}/staff/:id/role`,
    {
      schema: {
        params: idParamsSchema,
        body: staffRoleChangeSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const found = await changeStaffRole(app.db, request.staff, request.params.id, request.body);
      if (!found) throw notFound();
      return { ok: true as const };
    },
  );

  app.post(
    `${api}/invitation`,
    {
      schema: { body: acceptInvitationSchema, response: { 200: okResponseSchema } },
      config: { staffPublic: true, rateLimit: RATE_LIMITS.staffLogin },
    },
    async (request) => {
      await acceptStaffInvitation(app.db, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    `${api}/staff/:id/disable`,
    {
      schema: { params: idParamsSchema, body: reasonSchema, response: { 200: okResponseSchema } },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const found = await disableStaffAccount(
        app.db,
        request.staff,
        request.params.id,
        request.body.reason,
      );
      if (!found) throw notFound();
      return { ok: true as const };
    },
  );

  app.get(
    `${api}/audit`,
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
      config: { staff: 'audit.read' },
    },
    async (request) => {
      const { before_id, ...filter } = request.query;
      const entries = await auditTrail(app.db, auditFilter(filter), AUDIT_PAGE + 1, before_id);
      const page = entries.slice(0, AUDIT_PAGE);
      return {
        entries: page,
        next_before_id: entries.length > AUDIT_PAGE ? page.at(-1)!.id : null,
      };
    },
  );

  app.get(
    `${api}/audit.csv`,
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditCsvSchema } },
      config: { staff: 'audit.read' },
    },
    async (request, reply) => {
      const { before_id: _ignored, ...filter } = request.query;
      const entries = await auditTrail(app.db, auditFilter(filter), AUDIT_CSV_MAX);
      const header = [
        'id',
        'at',
        'staff',
        'action',
        'object_type',
        'object_id',
        'before',
        'after',
        'reason',
      ];
      const lines = entries.map((entry) =>
        [
          entry.id,
          entry.at,
          entry.staff_email ?? 'system',
          entry.action,
          entry.object_type ?? '',
          entry.object_id ?? '',
          entry.before === null ? '' : JSON.stringify(entry.before),
          entry.after === null ? '' : JSON.stringify(entry.after),
          entry.reason ?? '',
        ]
          .map(csvField)
          .join(','),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send([header.join(','), ...lines].join('\r\n') + '\r\n');
    },
  );
}

/** Rows in one CSV export: the filters narrow a larger trail. */
const AUDIT_CSV_MAX = 50_000;

const auditFilter = (query: {
  staff_id?: number;
  action?: string;
  object_type?: string;
  object_id?: string;
  from?: string;
  until?: string;
}) => ({
  staffId: query.staff_id,
  action: query.action,
  objectType: query.object_type,
  objectId: query.object_id,
  from: query.from,
  until: query.until,
});

/**
 * One CSV field (RFC 4180), quoted when needed; a field a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) gets a leading apostrophe (CSV injection).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
