import {
  channelChangeSchema,
  channelResponseSchema,
  deliveryListSchema,
  deliveryOverrideResponseSchema,
  deliveryOverrideSchema,
  deliverySchema,
  DELIVERY_TELEMETRY_HOURS,
  deployTokenCreatedSchema,
  deployTokenListSchema,
  deployTokenParamsSchema,
  deployTokenRequestSchema,
  okResponseSchema,
  remoteParamsSchema,
  revisionSchema,
  rolloutActionSchema,
  rolloutRequestSchema,
  rolloutResponseSchema,
} from '@app/shared/contracts';
import { REMOTE_OVERRIDE_PATH } from '@app/shared/platform/apps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { audit, type AuditAction } from '../../http/audit';
import { HttpError, notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { recordStaffAction } from '../../domains/staff/service';
import { OVERRIDE_TTL_MS, signOverrides } from './override';
import * as remotes from './service';
import { actOnRollout, rolloutOf, startRollout } from './staged-rollout';
import { createNamedToken, namedTokensOf, revokeNamedToken } from './tokens';

const notYours = () =>
  new HttpError(403, 'forbidden', 'A team deployer acts on their own remote only.');

/**
 * The delivery console (issue 28 §2): the registry's status, history and telemetry of a remote,
 * and its rollout's actions, for staff — an owner on every remote, a team deployer on theirs.
 * The actions are the deploy API's (same service, same compare-and-swap: a stale revision is
 * refused with 409), done as the staff member and kept in the audit trail.
 */
export async function deliveryConsoleRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const deps = app.remotes;
  const staff = { staff: 'remotes.deploy' } as const;
  /** The remotes this staff member may see and act on. */
  const mayAct = (request: FastifyRequest, remote: string) =>
    request.staff.role === 'owner' || request.staff.remote === remote;
  const own = (request: FastifyRequest, remote: string) => {
    if (!mayAct(request, remote)) throw notYours();
  };
  /** In the audit trail, and as the `{"audit":…}` line every deploy action writes (issue 48 §5). */
  const audited = async (
    request: FastifyRequest,
    action: AuditAction,
    remote: string,
    after: Record<string, unknown>,
  ) => {
    await recordStaffAction(app.db, request.staff.staffId, {
      action,
      object: ['remote', remote],
      after,
    });
    audit(request.log, action, {
      remote,
      by: `staff ${request.staff.staffId}`,
      ...Object.fromEntries(
        Object.entries(after).map(([key, value]) => [
          key,
          value === null || ['string', 'number', 'boolean'].includes(typeof value)
            ? (value as string | number | boolean | null)
            : JSON.stringify(value),
        ]),
      ),
    });
  };

  app.get(
    '/api/backoffice/delivery',
    { schema: { response: { 200: deliveryListSchema } }, config: staff },
    async (request) => ({
      remotes: (await remotes.status(app.db)).filter((one) => mayAct(request, one.remote)),
    }),
  );

  app.get(
    '/api/backoffice/delivery/:remote',
    { schema: { params: remoteParamsSchema, response: { 200: deliverySchema } }, config: staff },
    async (request) => {
      own(request, request.params.remote);
      const found = await remotes.delivery(
        app.db,
        request.params.remote,
        DELIVERY_TELEMETRY_HOURS,
        deps.now(),
      );
      if (!found) throw notFound('This remote has nothing live yet.');
      return { ...found, rollout: await rolloutOf(deps, request.params.remote) };
    },
  );

  app.put(
    '/api/backoffice/delivery/:remote/channel',
    {
      schema: {
        params: remoteParamsSchema,
        body: channelChangeSchema,
        response: { 200: channelResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      const { expected_revision, ...change } = request.body;
      const row = await remotes.changeChannel(
        deps,
        remote,
        { expectedRevision: expected_revision, ...change },
        { by: request.staff.email },
      );
      await audited(request, 'remote.channel', remote, {
        stable: row.stable,
        candidate: row.candidate,
        percent: row.candidate_percent,
        rules: JSON.parse(row.candidate_rules) as unknown,
      });
      return { channel: remotes.channelView(row) };
    },
  );

  app.post(
    '/api/backoffice/delivery/:remote/promote',
    {
      schema: {
        params: remoteParamsSchema,
        body: revisionSchema,
        response: { 200: channelResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      const row = await remotes.promote(
        deps,
        remote,
        request.body.expected_revision,
        request.staff.email,
      );
      await audited(request, 'remote.promote', remote, { stable: row.stable });
      return { channel: remotes.channelView(row) };
    },
  );

  app.post(
    '/api/backoffice/delivery/:remote/rollback',
    {
      schema: {
        params: remoteParamsSchema,
        body: revisionSchema,
        response: { 200: channelResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      const row = await remotes.rollback(
        deps,
        remote,
        { expectedRevision: request.body.expected_revision, version: request.body.version },
        request.staff.email,
      );
      await audited(request, 'remote.rollback', remote, { stable: row.stable });
      return { channel: remotes.channelView(row) };
    },
  );

  // Staged rollouts (issue 47 §2): started and steered from the console, as the staff member.
  app.post(
    '/api/backoffice/delivery/:remote/rollout',
    {
      schema: {
        params: remoteParamsSchema,
        body: rolloutRequestSchema,
        response: { 200: rolloutResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      await startRollout(deps, remote, request.body, request.staff.email);
      await audited(request, 'remote.rollout_start', remote, {
        version: request.body.version,
        stages: request.body.stages,
        confidence: request.body.confidence,
      });
      return { rollout: await rolloutOf(deps, remote) };
    },
  );

  app.patch(
    '/api/backoffice/delivery/:remote/rollout',
    {
      schema: {
        params: remoteParamsSchema,
        body: rolloutActionSchema,
        response: { 200: rolloutResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      const { action, expected_revision } = request.body;
      await actOnRollout(deps, remote, action, expected_revision, request.staff.email);
      await audited(request, `remote.rollout_${action}`, remote, {});
      return { rollout: await rolloutOf(deps, remote) };
    },
  );

  // A link that gives one browser this version (QA, review on a phone: its QR code).
  app.post(
    '/api/backoffice/delivery/:remote/override-links',
    {
      schema: {
        params: remoteParamsSchema,
        body: deliveryOverrideSchema,
        response: { 200: deliveryOverrideResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      const expires = new Date(deps.now().getTime() + OVERRIDE_TTL_MS);
      const token = signOverrides(deps.overrideKey, { [remote]: request.body.version }, expires);
      const url = `${request.protocol}://${request.host}${REMOTE_OVERRIDE_PATH}?token=${encodeURIComponent(token)}`;
      await audited(request, 'remote.override_link', remote, { version: request.body.version });
      return {
        url,
        expires_at: expires.toISOString(),
        qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }),
      };
    },
  );

  // Deploy tokens for the team's scripts and CI: named, shown once, stored hashed, revoked here.
  app.get(
    '/api/backoffice/delivery/:remote/tokens',
    {
      schema: { params: remoteParamsSchema, response: { 200: deployTokenListSchema } },
      config: staff,
    },
    async (request) => {
      own(request, request.params.remote);
      return { tokens: await namedTokensOf(app.db, [request.params.remote]) };
    },
  );

  app.post(
    '/api/backoffice/delivery/:remote/tokens',
    {
      schema: {
        params: remoteParamsSchema,
        body: deployTokenRequestSchema,
        response: { 200: deployTokenCreatedSchema },
      },
      config: staff,
    },
    async (request) => {
      const { remote } = request.params;
      own(request, remote);
      const made = await createNamedToken(app.db, {
        remote,
        label: request.body.label,
        staffId: request.staff.staffId,
      });
      await audited(request, 'remote.token_create', remote, {
        token: made.id,
        label: request.body.label,
      });
      return made;
    },
  );

  app.delete(
    '/api/backoffice/delivery/:remote/tokens/:id',
    {
      schema: { params: deployTokenParamsSchema, response: { 200: okResponseSchema } },
      config: staff,
    },
    async (request) => {
      const { remote, id } = request.params;
      own(request, remote);
      await revokeNamedToken(app.db, id, remote);
      await audited(request, 'remote.token_revoke', remote, { token: id });
      return { ok: true as const };
    },
  );
}
