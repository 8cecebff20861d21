import {
  channelChangeSchema,
  channelResponseSchema,
  externalVersionParamsSchema,
  externalVersionSchema,
  okResponseSchema,
  overrideLinkRequestSchema,
  overrideLinkResponseSchema,
  overrideQuerySchema,
  publishedResponseSchema,
  remoteLoadSchema,
  type RemoteLoadReport,
  remoteParamsSchema,
  revisionSchema,
  rolloutActionSchema,
  rolloutRequestSchema,
  rolloutResponseSchema,
  shellCheckRequestSchema,
  shellCheckResponseSchema,
  statusResponseSchema,
} from '@app/shared/contracts';
import { REGISTRY_FILE, REMOTE_LOADS_PATH, REMOTE_OVERRIDE_PATH } from '@app/shared/platform/apps';
import { z } from 'zod';
import { audit } from '../../http/audit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { audienceOf, VISITOR_COOKIE, visitorIdOf } from './audience';
import { shellReleaseReasons } from './kernel-check';
import { actOnRollout, judgeRollout, rolloutOf, startRollout } from './staged-rollout';
import * as rollouts from './rollout-repository';
import { loadReportFilter } from './load-reports';
import { issueLoadTicket, loadSource, loadTicketUntil, ticketHash } from './load-tickets';
import { MAX_PACKAGE_BYTES, unpackUpload } from './package';
import { OVERRIDE_COOKIE, OVERRIDE_TTL_MS, readOverrides, signOverrides } from './override';
import * as remotes from './service';
import { deployer } from './tokens';

/**
 * The registry for this browser: which version of each remote it gets (stable, a candidate, or
 * its QA override). Computed per request, so never stored by a cache: it differs per browser.
 */
export async function registryForRequest(request: FastifyRequest, reply: FastifyReply) {
  return (await registryAndAudience(request, reply)).registry;
}

async function registryAndAudience(request: FastifyRequest, reply: FastifyReply) {
  const app = request.server;
  const overrides = readOverrides(
    app.remotes.overrideKey,
    request.cookies[OVERRIDE_COOKIE],
    app.remotes.now(),
  );
  const audience = await audienceOf(request, reply);
  return { registry: await remotes.registryFor(app.remotes, audience, overrides), audience };
}

/**
 * One load counted (a browser's beacon, or a server render): the registry's automatic
 * withdrawal, then the staged rollout's judgement of the candidate, each audited when it acts.
 */
async function countLoad(
  request: FastifyRequest,
  report: Pick<RemoteLoadReport, 'remote' | 'version' | 'ok' | 'phase' | 'duration_ms' | 'error'>,
  source: string,
) {
  const deps = request.server.remotes;
  const { remote, version } = report;
  const { withdrawn, sources, inRollout } = await remotes.recordLoad(deps, report, source);
  if (withdrawn) audit(request.log, 'remote.withdraw', { remote, version, by: 'telemetry' });
  const decision = inRollout ? await judgeRollout(deps, remote, version, sources) : null;
  if (decision && decision.outcome !== 'hold')
    audit(request.log, `remote.rollout_${decision.outcome}`, { remote, version, by: 'rollout' });
  request.server.metrics.remoteLoads.inc({ remote, version, outcome: report.ok ? 'ok' : 'failed' });
}

/**
 * A version of a remote that failed to render on the server (a lander): counted as a failed load
 * of that version, like a browser's, so a candidate that breaks the landing is withdrawn too.
 */
export async function reportServerRenderFailure(
  request: FastifyRequest,
  remote: string,
  version: string,
): Promise<void> {
  await countLoad(
    request,
    { remote, version, ok: false, phase: 'expose', duration_ms: 0, error: 'ServerRenderError' },
    loadSource(request.ip),
  );
}

/**
 * Server renders counted as loads (issue 47 §2): a lander's version renders on the server, so no
 * browser beacon reports it — a candidate given to 8 of 12 visitors showed 0 loads, and neither
 * the deployer nor the automatic withdrawal saw anything. Each visitor's render counts once per
 * version in the window, a few per source, as beacons do (a crawler reloading a lander neither
 * shields a broken candidate nor tips a good one). The filters are the node's (`remotes.renders`).
 */
/** A version of a remote rendered on the server for a visitor: one load, with its time. */
export async function reportServerRender(
  request: FastifyRequest,
  remote: string,
  version: string,
  durationMs: number,
): Promise<void> {
  const deps = request.server.remotes;
  const source = loadSource(request.ip);
  const visitor = request.cookies[VISITOR_COOKIE];
  if (
    (visitor !== undefined && !deps.renders.reports.first(`visitor:${visitor}`, remote, version)) ||
    !deps.renders.sources.within(source, remote, version, deps.canary.loadsPerAddress)
  )
    return;
  await countLoad(
    request,
    { remote, version, ok: true, phase: 'expose', duration_ms: Math.round(durationMs) },
    source,
  );
}

/**
 * A sign-up started from a page of `remote` (a lander): counted for the version this browser is
 * given, its conversion beside its renders (issue 47 §2). Visitors are assigned by a hash of
 * their id, so starts from visitors who saw no lander fall on the versions in their shares and
 * bias neither. Not for a browser with an override (a reviewer).
 */
export async function countSignupStart(
  request: FastifyRequest,
  reply: FastifyReply,
  remote: string,
): Promise<void> {
  const { registry } = await registryAndAudience(request, reply);
  const given = registry.remotes[remote];
  if (!given || (registry.overrides ?? []).includes(remote)) return;
  await rollouts.countSignupStart(request.server.db, remote, given.version);
}

/**
 * A load ticket for the version of a remote rendered on the server for this browser (a lander),
 * so the page can report its hydration failing as a failed load of that version (issue 47 §2),
 * with the same rules as a browser's beacon. Null when the browser has no visitor id yet.
 */
export function serverRenderTicket(request: FastifyRequest, remote: string, version: string) {
  const visitor = visitorIdOf(request);
  if (!visitor) return null;
  const deps = request.server.remotes;
  return issueLoadTicket(deps.ticketKey, { remote, version, visitor }, deps.now());
}

/** The deploy API (issue 12), `/remotes.json`, override links and load telemetry. */
export async function remotesRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const deps = app.remotes;

  app.get(`/${REGISTRY_FILE}`, async (request, reply) => {
    const { registry, audience } = await registryAndAudience(request, reply);
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
    // A load ticket for each version this browser gets from the channels (not an override's:
    // a reviewer's loads say nothing of members').
    const overridden = new Set(registry.overrides ?? []);
    const now = deps.now();
    for (const [remote, entry] of Object.entries(registry.remotes))
      if (!overridden.has(remote) && audience.visitor)
        entry.ticket = issueLoadTicket(
          deps.ticketKey,
          { remote, version: entry.version, visitor: audience.visitor },
          now,
        );
    return registry;
  });

  // Before a shell ships: what its kernel would break among the remote versions browsers get.
  app.post(
    '/api/deploy/shell-check',
    { schema: { body: shellCheckRequestSchema, response: { 200: shellCheckResponseSchema } } },
    async (request) => {
      const by = await deployer(request, deps);
      const reasons = await shellReleaseReasons(app.db, request.body);
      audit(request.log, 'shell.check', { kernel: request.body.version, ok: !reasons.length, by });
      return { ok: reasons.length === 0, reasons };
    },
  );

  app.get(
    '/api/deploy/remotes',
    { schema: { response: { 200: statusResponseSchema } } },
    async (request) => {
      await deployer(request, deps);
      return { remotes: await remotes.status(app.db) };
    },
  );

  // A build's upload: a gzipped tar of its dist/ folder.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/gzip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_PACKAGE_BYTES },
      (_request, body, done) => done(null, body),
    );
    typed(scope).post(
      '/api/deploy/remotes/:remote/versions',
      {
        schema: {
          consumes: ['application/gzip'],
          params: remoteParamsSchema,
          response: { 200: publishedResponseSchema },
        },
        bodyLimit: MAX_PACKAGE_BYTES,
      },
      async (request) => {
        const by = await deployer(request, deps, request.params.remote);
        if (!Buffer.isBuffer(request.body))
          throw new HttpError(415, 'invalid_package', 'Send the build as application/gzip.');
        const named = request.headers['x-remote-version'];
        const published = await remotes.publishVersion(
          deps,
          request.params.remote,
          await unpackUpload(request.body),
          {
            by,
            ...(typeof named === 'string' && named ? { version: named } : {}),
          },
        );
        audit(request.log, 'remote.publish', {
          remote: request.params.remote,
          version: published.version,
          by,
        });
        return published;
      },
    );
  });

  app.post(
    '/api/deploy/remotes/:remote/external',
    {
      schema: {
        params: remoteParamsSchema,
        body: externalVersionSchema,
        response: { 200: publishedResponseSchema },
      },
    },
    async (request) => {
      const by = await deployer(request, deps, request.params.remote);
      const { version } = await remotes.registerExternalVersion(deps, request.params.remote, {
        manifest: request.body.manifest,
        routes: request.body.routes,
        by,
      });
      return { version, published: true };
    },
  );

  app.delete(
    '/api/deploy/remotes/:remote/external/:version',
    {
      schema: { params: externalVersionParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const { remote, version } = request.params;
      const by = await deployer(request, deps, remote);
      await remotes.removeExternalVersion(deps, remote, version, by);
      audit(request.log, 'remote.remove', { remote, version, by });
      return { ok: true as const };
    },
  );

  app.put(
    '/api/deploy/remotes/:remote/channel',
    {
      schema: {
        params: remoteParamsSchema,
        body: channelChangeSchema,
        response: { 200: channelResponseSchema },
      },
    },
    async (request) => {
      const by = await deployer(request, deps, request.params.remote);
      const { expected_revision, ...change } = request.body;
      const row = await remotes.changeChannel(
        deps,
        request.params.remote,
        { expectedRevision: expected_revision, ...change },
        { by },
      );
      audit(request.log, 'remote.deploy', {
        remote: request.params.remote,
        stable: row.stable,
        candidate: row.candidate,
        percent: row.candidate_percent,
        journeys: change.journeys ?? null,
        by,
      });
      return { channel: remotes.channelView(row) };
    },
  );

  app.post(
    '/api/deploy/remotes/:remote/promote',
    {
      schema: {
        params: remoteParamsSchema,
        body: revisionSchema,
        response: { 200: channelResponseSchema },
      },
    },
    async (request) => {
      const by = await deployer(request, deps, request.params.remote);
      const row = await remotes.promote(
        deps,
        request.params.remote,
        request.body.expected_revision,
        by,
      );
      audit(request.log, 'remote.promote', {
        remote: request.params.remote,
        stable: row.stable,
        by,
      });
      return { channel: remotes.channelView(row) };
    },
  );

  app.post(
    '/api/deploy/remotes/:remote/rollback',
    {
      schema: {
        params: remoteParamsSchema,
        body: revisionSchema,
        response: { 200: channelResponseSchema },
      },
    },
    async (request) => {
      const by = await deployer(request, deps, request.params.remote);
      const row = await remotes.rollback(
        deps,
        request.params.remote,
        { expectedRevision: request.body.expected_revision, version: request.body.version },
        by,
      );
      audit(request.log, 'remote.rollback', {
        remote: request.params.remote,
        stable: row.stable,
        by,
      });
      return { channel: remotes.channelView(row) };
    },
  );

  // Staged rollouts (issue 47 §2): started, read and steered by the team's token.
  app.post(
    '/api/deploy/remotes/:remote/rollout',
    {
      schema: {
        params: remoteParamsSchema,
        body: rolloutRequestSchema,
        response: { 200: rolloutResponseSchema },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const by = await deployer(request, deps, remote);
      await startRollout(deps, remote, request.body, by);
      audit(request.log, 'remote.rollout_start', {
        remote,
        version: request.body.version,
        stages: request.body.stages.join(','),
        confidence: request.body.confidence,
        journeys: request.body.journeys ?? null,
        by,
      });
      return { rollout: await rolloutOf(deps, remote) };
    },
  );

  app.get(
    '/api/deploy/remotes/:remote/rollout',
    { schema: { params: remoteParamsSchema, response: { 200: rolloutResponseSchema } } },
    async (request) => {
      await deployer(request, deps, request.params.remote);
      return { rollout: await rolloutOf(deps, request.params.remote) };
    },
  );

  app.patch(
    '/api/deploy/remotes/:remote/rollout',
    {
      schema: {
        params: remoteParamsSchema,
        body: rolloutActionSchema,
        response: { 200: rolloutResponseSchema },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const by = await deployer(request, deps, remote);
      const { action, expected_revision } = request.body;
      await actOnRollout(deps, remote, action, expected_revision, by);
      audit(request.log, `remote.rollout_${action}`, {
        remote,
        by,
      });
      return { rollout: await rolloutOf(deps, remote) };
    },
  );

  // QA and review: a signed link that gives one browser the versions it names.
  app.post(
    '/api/deploy/override-links',
    {
      schema: { body: overrideLinkRequestSchema, response: { 200: overrideLinkResponseSchema } },
    },
    async (request) => {
      const overrides = Object.fromEntries(
        Object.entries(request.body.overrides).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      for (const remote of Object.keys(overrides)) await deployer(request, deps, remote);
      const expires = new Date(deps.now().getTime() + OVERRIDE_TTL_MS);
      const token = signOverrides(deps.overrideKey, overrides, expires);
      const origin = `${request.protocol}://${request.host}`;
      return {
        url: `${origin}${REMOTE_OVERRIDE_PATH}?token=${encodeURIComponent(token)}`,
        expires_at: expires.toISOString(),
      };
    },
  );

  app.get(
    REMOTE_OVERRIDE_PATH,
    {
      // Answers with a redirect home (with or without the browser's override).
      schema: { querystring: overrideQuerySchema, response: { 302: z.null() } },
      config: { rateLimit: RATE_LIMITS.overrideLink },
    },
    async (request, reply) => {
      const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const };
      if (request.query.clear) {
        reply.clearCookie(OVERRIDE_COOKIE, cookie);
        return reply.redirect('/', 302);
      }
      const token = request.query.token;
      if (!token || !readOverrides(deps.overrideKey, token, deps.now()))
        throw new HttpError(
          403,
          'override_invalid',
          'This override link is not valid, or it expired.',
        );
      reply.setCookie(OVERRIDE_COOKIE, token, { ...cookie, maxAge: OVERRIDE_TTL_MS / 1000 });
      return reply.redirect('/', 302);
    },
  );

  // The telemetry runtime plugin's beacon: one load of a remote in a browser. It counts only
  // with the load ticket /remotes.json gave this browser for that version, when the registry
  // still gives it that version (not through an override: a reviewer's loads say nothing of
  // members'), once per browser and version in a while, and a few times per address; anything
  // else is answered alike and changes nothing.
  const reports = loadReportFilter();
  const perAddress = loadReportFilter();
  app.post(
    REMOTE_LOADS_PATH,
    {
      schema: { body: remoteLoadSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: RATE_LIMITS.remoteLoads },
    },
    async (request, reply) => {
      const { remote, version, ticket } = request.body;
      const audience = await audienceOf(request, reply);
      const now = deps.now();
      const until =
        audience.visitor === undefined
          ? null
          : loadTicketUntil(
              deps.ticketKey,
              ticket,
              { remote, version, visitor: audience.visitor },
              now,
            );
      if (until === null) return { ok: true as const };
      const served = (await remotes.registryFor(deps, audience)).remotes[remote];
      const member = audience.subject.startsWith('member:')
        ? Number(audience.subject.slice('member:'.length))
        : null;
      const source = loadSource(request.ip, member);
      if (
        served?.version === version &&
        reports.first(audience.subject, remote, version) &&
        perAddress.within(source, remote, version, deps.canary.loadsPerAddress) &&
        // Last, as it writes: a ticket counts once, whichever node its beacons reach.
        (await remotes.useLoadTicket(deps, ticketHash(ticket!), until, now))
      ) {
        await countLoad(request, request.body, source);
      }
      return { ok: true as const };
    },
  );
}
