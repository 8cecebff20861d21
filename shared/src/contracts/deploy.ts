import { z } from 'zod';
import { ownedRouteSchema } from '../../platform/registry-schema.mjs';
import { REMOTES } from '../../platform/apps.mjs';

// The deploy API (issue 12): what the teams' scripts send and get. Every call carries a team's
// token (Authorization: Bearer); every change names the channel's revision it saw.

export const remoteParamsSchema = z.object({ remote: z.enum(REMOTES) });

const version = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Letters, digits, dots and dashes');

export const rulesSchema = z.strictObject({
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .optional(),
  niches: z.array(z.number().int().min(1).max(7)).min(1).optional(),
  premium: z.boolean().optional(),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .min(1)
    .optional(),
});

/**
 * Whether the remote's journeys ran against the version before members got it (issue 47 §3):
 * `pnpm remote:deploy` says so with the change, and the history and audit keep it.
 */
const journeysSchema = z.enum(['passed', 'skipped']).optional();

/** `PUT /api/deploy/remotes/{remote}/channel`. */
export const channelChangeSchema = z.strictObject({
  expected_revision: z.number().int().min(0),
  stable: version.optional(),
  candidate: version.nullable().optional(),
  percent: z.number().int().min(0).max(100).optional(),
  rules: rulesSchema.optional(),
  journeys: journeysSchema,
});

/** `POST …/promote` and `…/rollback` (rollback: an earlier version, or the one before). */
export const revisionSchema = z.strictObject({
  expected_revision: z.number().int().min(0),
  version: version.optional(),
});

/** `DELETE …/external/:version`: forget a dev server's version when it stops. */
export const externalVersionParamsSchema = remoteParamsSchema.extend({ version });

/** `POST …/external`: a version served from a dev server or a CDN. */
export const externalVersionSchema = z.strictObject({
  manifest: z.string().url(),
  routes: z.array(ownedRouteSchema),
});

export const publishedResponseSchema = z.object({ version: z.string(), published: z.boolean() });

export const channelSchema = z.object({
  remote: z.string(),
  revision: z.number().int(),
  stable: z.string().nullable(),
  candidate: z.string().nullable(),
  percent: z.number().int(),
  rules: rulesSchema,
});
export const channelResponseSchema = z.object({ channel: channelSchema });

const health = z
  .object({
    loads: z.number().int(),
    failures: z.number().int(),
    /** The good loads' mean duration; null before the first. */
    mean_ms: z.number().int().nullable(),
    /** The most frequent kinds of failure: where they failed, and the error's code. */
    top_failures: z.array(
      z.object({ phase: z.string(), code: z.string(), count: z.number().int() }),
    ),
  })
  .nullable();

const versionOrigin = z
  .object({
    commit: z.string().nullable(),
    built_at: z.string().nullable(),
    published_at: z.string(),
    published_by: z.string(),
  })
  .nullable();

/** `GET /api/deploy/remotes`: what `pnpm remote:status` prints. */
export const statusResponseSchema = z.object({
  remotes: z.array(
    channelSchema.extend({
      health: z.object({ stable: health, candidate: health }),
      /** Where each version came from (commit and build time when the build said). */
      origin: z.object({ stable: versionOrigin, candidate: versionOrigin }),
      events: z.array(
        z.object({
          kind: z.string(),
          version: z.string().nullable(),
          at: z.string(),
          by: z.string(),
          detail: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
  ),
});

/** `POST /api/deploy/override-links`: a signed link that overrides remotes for one browser. */
export const overrideLinkRequestSchema = z.strictObject({
  // Only the remotes it names (a plain record of an enum would want all of them).
  overrides: z
    .partialRecord(z.enum(REMOTES), z.union([version, z.string().url()]))
    .refine((overrides) => Object.keys(overrides).length > 0, 'Name at least one remote'),
});
export const overrideLinkResponseSchema = z.object({ url: z.string(), expires_at: z.string() });

/** `GET /api/remote-override.php`: `token` sets the browser's override, `clear` removes it. */
export const overrideQuerySchema = z.object({
  token: z.string().max(4000).optional(),
  clear: z.enum(['1']).optional(),
});

/** `POST /api/remote-loads.php` (a beacon from the telemetry runtime plugin). */
export const remoteLoadSchema = z.strictObject({
  remote: z.string().max(40),
  version: z.string().max(80),
  ok: z.boolean(),
  /**
   * What was being loaded: the manifest, the entry, an exposed module; or, for a page rendered
   * on the server (a lander), its hydration in the browser.
   */
  phase: z.enum(['manifest', 'entry', 'expose', 'hydrate']),
  duration_ms: z.number().min(0).max(600_000),
  error: z.string().max(200).optional(),
  /** The load ticket /remotes.json gave this browser for this version. */
  ticket: z.string().max(200).optional(),
});
export type RemoteLoadReport = z.infer<typeof remoteLoadSchema>;

/**
 * The delivery console (issue 28 §2), under `/api/backoffice/delivery`: the same registry and
 * compare-and-swap as the deploy API, for staff — an owner every remote, a team deployer theirs.
 */
export const remoteStatusSchema = statusResponseSchema.shape.remotes.element;
export const deliveryListSchema = z.object({ remotes: z.array(remoteStatusSchema) });

/** Hours of load telemetry the console charts. */
export const DELIVERY_TELEMETRY_HOURS = 48;

/** A staged rollout's stages when the deployer gives none (issue 47 §2). */
export const ROLLOUT_STAGES = [1, 10, 50, 100] as const;
/** …and the confidence it advances and withdraws with. */
export const ROLLOUT_CONFIDENCE = 0.95;

/**
 * A staged rollout asked for: a published version, its shares stage by stage (growing, the last
 * 100 %), and the confidence the sequential test judges each stage with.
 */
export const rolloutRequestSchema = z.strictObject({
  expected_revision: z.number().int().min(0),
  version,
  stages: z
    .array(z.number().int().min(1).max(100))
    .min(1)
    .max(8)
    .refine((stages) => stages.every((share, i) => i === 0 || share > stages[i - 1]!), {
      message: 'rollout_stages_grow',
    })
    .refine((stages) => stages.at(-1) === 100, { message: 'rollout_ends_at_100' }),
  confidence: z.number().min(0.5).max(0.999),
  journeys: journeysSchema,
});
export type RolloutRequest = z.infer<typeof rolloutRequestSchema>;

export const rolloutActionSchema = z.strictObject({
  expected_revision: z.number().int().min(0),
  action: z.enum(['pause', 'resume', 'advance', 'withdraw']),
});

const testBoundsSchema = z.object({ llr: z.number(), lower: z.number(), upper: z.number() });
/** What the sequential test saw at a stage (api/src/platform/remotes/sequential-test.ts). */
export const rolloutEvidenceSchema = z.object({
  verdict: z.enum(['not_worse', 'worse', 'thin']),
  because: z.enum(['failures', 'time', 'conversion']).nullable(),
  candidate: z.object({
    loads: z.number(),
    failures: z.number(),
    meanMs: z.number().nullable(),
    starts: z.number(),
  }),
  stable: z.object({
    loads: z.number(),
    failures: z.number(),
    meanMs: z.number().nullable(),
    starts: z.number(),
  }),
  failures: testBoundsSchema,
  time: testBoundsSchema.nullable(),
  conversion: testBoundsSchema.nullable(),
});

export const rolloutSchema = z.object({
  version: z.string(),
  stages: z.array(z.number().int()),
  stage: z.number().int(),
  percent: z.number().int(),
  confidence: z.number(),
  state: z.enum(['running', 'paused', 'promoted', 'withdrawn', 'stopped']),
  stage_since: z.string(),
  started_at: z.string(),
  started_by: z.string(),
  decision: z
    .object({
      at: z.string(),
      outcome: z.enum(['hold', 'advance', 'promote', 'withdraw']),
      by: z.string(),
      sources: z.number().int(),
      min_sources: z.number().int(),
      evidence: rolloutEvidenceSchema.nullable(),
    })
    .nullable(),
});
export type Rollout = z.infer<typeof rolloutSchema>;
export const rolloutResponseSchema = z.object({ rollout: rolloutSchema.nullable() });

export const deliverySchema = z.object({
  remote: remoteStatusSchema,
  /** Every version published, newest first. */
  versions: z.array(
    z.object({
      version: z.string(),
      commit: z.string().nullable(),
      built_at: z.string().nullable(),
      published_at: z.string(),
      published_by: z.string(),
    }),
  ),
  /** Loads per version and hour (`YYYY-MM-DDTHH`, UTC), oldest first. */
  telemetry: z.array(
    z.object({
      version: z.string(),
      hour: z.string(),
      loads: z.number().int(),
      failures: z.number().int(),
      mean_ms: z.number().int().nullable(),
    }),
  ),
  /** Its staged rollout, current or last. */
  rollout: rolloutSchema.nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryOverrideSchema = z.strictObject({ version });
export const deliveryOverrideResponseSchema = overrideLinkResponseSchema.extend({
  /** The link as a QR code (SVG), to open it on a phone. */
  qr_svg: z.string(),
});

/** A deploy token made from the console for one remote (the token itself is shown once). */
export const deployTokenListSchema = z.object({
  tokens: z.array(
    z.object({
      id: z.number().int(),
      remote: z.string(),
      label: z.string(),
      created_at: z.string(),
      created_by: z.string().nullable(),
      last_used_at: z.string().nullable(),
      revoked_at: z.string().nullable(),
    }),
  ),
});
export const deployTokenRequestSchema = z.strictObject({
  /** What uses it: "GitHub Actions", "Ana's laptop"… */
  label: z.string().trim().min(1).max(80),
});
export const deployTokenCreatedSchema = z.object({ id: z.number().int(), token: z.string() });
export const deployTokenParamsSchema = remoteParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});

/**
 * A shell release checked before it ships (issue 47 §1): its typed kernel report (the shell
 * build's kernel-api.json), answered with what it would break among the live remotes.
 */
export const shellCheckRequestSchema = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  entries: z.record(
    z.string().max(100),
    z.record(
      z.string().max(200),
      z.object({ since: z.string().max(20), fingerprint: z.string().max(64) }),
    ),
  ),
});
export const shellCheckResponseSchema = z.object({
  ok: z.boolean(),
  reasons: z.array(z.string()),
});
