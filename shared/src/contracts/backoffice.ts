import { z } from 'zod';
import { PAYMENT_METHODS } from './payment-values';
import { REMOTES } from '../../platform/apps.mjs';

/**
 * The back office's API (issue 26), under `/api/backoffice/`: staff log in with a password and a
 * second factor, on a session of their own that a member's cookie never opens.
 */

export const staffLoginSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
/** What the login needs next: the second factor, or (the first time) to set one up. */
export const staffLoginResponseSchema = z.object({
  next: z.enum(['enrol', 'second_factor']),
  /** A passkey is registered: it can be the second factor (the stronger one). */
  passkey: z.boolean(),
});

export const secondFactorSchema = z.strictObject({
  /** A 6-digit TOTP code, or one of the recovery codes. */
  code: z.string().trim().min(6).max(20),
});

export const totpEnrolmentSchema = z.object({
  /** The secret as text, for an authenticator that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url`, as an SVG document. */
  qr_svg: z.string(),
});
export const totpConfirmedSchema = z.object({
  /** Single-use codes for a lost phone, shown this once. */
  recovery_codes: z.array(z.string()),
});

export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  /** The one remote a team deployer deploys; null for every other role. */
  remote: z.string().nullable(),
  /** What this staff member may do: the back office shows the screens these open. */
  permissions: z.array(z.string()),
});

export const staffSessionsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      user_agent: z.string(),
      created_at: z.string(),
      last_seen: z.string(),
      current: z.boolean(),
    }),
  ),
});

/** `GET /api/backoffice/sites`: the sites staff pick from, and the one this back office is on. */
export const backofficeSitesSchema = z.object({
  sites: z.array(z.object({ id: z.number().int(), domain: z.string(), name: z.string() })),
  current: z.number().int().nullable(),
});
export type BackofficeSites = z.infer<typeof backofficeSitesSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Every staff member has one role; the API's permission matrix says what each may do. */
export const staffRoles = [
  'owner',
  'moderator',
  'support',
  'finance',
  'marketing',
  'deployer',
  'operator',
] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles);

export const staffListSchema = z.object({
  staff: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      role: z.string(),
      created_at: z.string(),
      disabled_at: z.string().nullable(),
      second_factor: z.boolean(),
      /** The remote a team deployer deploys. */
      remote: z.string().nullable(),
    }),
  ),
  /** Invitations neither accepted nor revoked, newest first: an expired one can be sent again. */
  invitations: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      role: z.string(),
      remote: z.string().nullable(),
      created_at: z.string(),
      expires_at: z.string(),
      /** Who invited (null once their account is gone). */
      invited_by: z.string().nullable(),
      expired: z.boolean(),
    }),
  ),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffInviteSchema = z
  .strictObject({
    email: z.email().max(254),
    role: staffRoleSchema,
    /** The remote a team deployer deploys (and only a deployer has one). */
    remote: z.enum(REMOTES).optional(),
  })
  .refine((invite) => (invite.role === 'deployer') === (invite.remote !== undefined), {
    message: 'A team deployer deploys one remote; no other role has one',
    path: ['remote'],
  });
export const staffInvitedSchema = z.object({ email: z.string(), expires_at: z.string() });

/** `POST /api/backoffice/staff/:id/role`: another staff member's new role, with the reason. */
export const staffRoleChangeSchema = z
  .strictObject({
    role: staffRoleSchema,
    remote: z.enum(REMOTES).optional(),
    reason: z.string().max(1000).optional(),
  })
  .refine((change) => (change.role === 'deployer') === (change.remote !== undefined), {
    message: 'A team deployer deploys one remote; no other role has one',
    path: ['remote'],
  });

export const acceptInvitationSchema = z.strictObject({
  token: z.string().min(20).max(100),
  password: z.string().min(12).max(200),
});

/** A staff action that is recorded with its reason. */
export const reasonSchema = z.strictObject({ reason: z.string().max(1000).optional() });

export const auditQuerySchema = z.object({
  staff_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(100).optional(),
  object_type: z.string().max(50).optional(),
  object_id: z.string().max(100).optional(),
  from: z.iso.datetime().optional(),
  until: z.iso.datetime().optional(),
  before_id: z.coerce.number().int().positive().optional(),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  object_type: z.string().nullable(),
  object_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before_id` for the next page; null on the last. */
  next_before_id: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A back-office write with nothing to say (enrolment start, logout). */
export const noBodySchema = z.strictObject({}).nullish();
/** A member's data export: a ZIP archive (member.json and photos/), sent as it is. */
export const memberExportSchema = z.string().describe('application/zip');
/** The audit trail as CSV (RFC 4180, a header line first). */
export const auditCsvSchema = z.string();

/** Why a moderator rejects a photo: the member is told in these words, in their language. */
export const photoRejectionReasons = [
  'not_a_person',
  'face_not_visible',
  'nudity',
  'someone_else',
  'contact_details',
  'low_quality',
  'other',
] as const;
export type PhotoRejectionReason = (typeof photoRejectionReasons)[number];

/** `GET /api/backoffice/photos`: the photos waiting for review, oldest first. */
export const photoQueueSchema = z.object({
  /** Photos waiting in all. */
  waiting: z.number().int(),
  /** When the oldest waiting photo was uploaded; null when none waits. */
  oldest_at: z.string().nullable(),
  photos: z.array(
    z.object({
      id: z.number().int(),
      member_id: z.number().int(),
      member_name: z.string(),
      filename: z.string(),
      thumb_filename: z.string(),
      /** Where the photo is seen: a short-lived staff link (issue 29 §4; it is not public). */
      url: z.string(),
      created_at: z.string(),
      /**
       * The nudity model's score (issue 29 §2), 0–1; null when the photo could not be checked.
       * `flagged`: it waits because the score was above the site's threshold.
       */
      nudity_score: z.number().nullable(),
      flagged: z.boolean(),
    }),
  ),
});
export const photoRejectSchema = z.strictObject({ reason: z.enum(photoRejectionReasons) });

/** Why a member is suspended or banned: told to them in these words, in their language. */
export const sanctionReasons = [
  'fake_profile',
  'harassment',
  'spam',
  'scam',
  'underage',
  'explicit_content',
  'other',
] as const;
export type SanctionReason = (typeof sanctionReasons)[number];

/** The longest suspension; longer is a ban. */
export const SUSPENSION_MAX_DAYS = 365;
/** What a moderator's suspension form offers first. */
export const SUSPENSION_DEFAULT_DAYS = 7;

/** `POST /api/backoffice/members/:id/suspend`. `note`: for staff, kept in the audit trail. */
export const suspendSchema = z.strictObject({
  days: z.number().int().min(1).max(SUSPENSION_MAX_DAYS),
  reason: z.enum(sanctionReasons),
  note: z.string().max(1000).optional(),
});
/** `POST /api/backoffice/members/:id/ban`. */
export const banSchema = z.strictObject({
  reason: z.enum(sanctionReasons),
  note: z.string().max(1000).optional(),
});

/** What a moderator does about the reports on a member; the reporters hear it in general words. */
export const reportOutcomes = [
  'dismissed',
  'warned',
  'photo_removed',
  'about_removed',
  'suspended',
  'banned',
] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

/** `POST /api/backoffice/reports/:memberId`: closes every open report about the member. */
export const reportDecisionSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('dismissed'), note: z.string().max(1000).optional() }),
  z.strictObject({ outcome: z.literal('warned'), note: z.string().max(1000).optional() }),
  z.strictObject({
    outcome: z.literal('photo_removed'),
    photo_id: z.number().int().positive(),
    note: z.string().max(1000).optional(),
  }),
  z.strictObject({ outcome: z.literal('about_removed'), note: z.string().max(1000).optional() }),
  z.strictObject({
    outcome: z.literal('suspended'),
    days: z.number().int().min(1).max(SUSPENSION_MAX_DAYS),
    reason: z.enum(sanctionReasons),
    note: z.string().max(1000).optional(),
  }),
  z.strictObject({
    outcome: z.literal('banned'),
    reason: z.enum(sanctionReasons),
    note: z.string().max(1000).optional(),
  }),
]);
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const memberIdParamsSchema = z.object({ memberId: z.coerce.number().int().positive() });

/** `GET /api/backoffice/reports`: open reports, grouped by the member reported, oldest first. */
export const reportQueueSchema = z.object({
  /** Members with open reports, in all. */
  waiting: z.number().int(),
  groups: z.array(
    z.object({
      member: z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        status: z.string(),
        about: z.string(),
        photos: z.array(
          z.object({
            id: z.number().int(),
            filename: z.string(),
            thumb_filename: z.string(),
            status: z.string(),
            /**
             * Where the photo is seen: the site's CDN prefix and its file name for the main
             * photo, a short-lived staff link for the others (issue 29 §4).
             */
            url: z.string(),
          }),
        ),
      }),
      reports: z.array(
        z.object({
          id: z.number().int(),
          reporter_id: z.number().int(),
          reporter_name: z.string(),
          reason: z.string(),
          remarks: z.string().nullable(),
          created_at: z.string(),
          /**
           * The site's own report (the burst rule, issue 29 §1), filed in the name of the first
           * member written to: the queue says so, and why, in the moderator's language.
           */
          automatic: z.boolean(),
        }),
      ),
      /**
       * The last messages between the member and each reporter who wrote with them (only those
       * conversations), oldest first.
       */
      conversations: z.array(
        z.object({
          reporter_id: z.number().int(),
          messages: z.array(
            z.object({
              sender_id: z.number().int(),
              body: z.string(),
              created_at: z.string(),
              has_attachment: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
});

/**
 * A credit adjustment larger than this (either way) waits for a second staff member's approval.
 */
export const CREDIT_ADJUSTMENT_LIMIT = 100;
/** The largest adjustment at all: beyond is a mistake, not a gesture. */
export const CREDIT_ADJUSTMENT_MAX = 100_000;

/** `POST /api/backoffice/members/:id/credits`. A repeat with the same key changes nothing more. */
export const creditAdjustmentRequestSchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX)
    .max(CREDIT_ADJUSTMENT_MAX)
    .refine((amount) => amount !== 0, 'An adjustment changes the balance'),
  reason: z.string().max(500),
  idempotency_key: z.string().min(8).max(100),
});
export const creditAdjustmentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(['applied', 'waiting', 'refused']),
  requested_by: z.number().int(),
  requested_at: z.string(),
  decided_by: z.number().int().nullable(),
  /** The member's balance after it, once applied. */
  balance_after: z.number().int().nullable(),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;
export const creditAdjustmentResponseSchema = z.object({ adjustment: creditAdjustmentSchema });
export const creditAdjustmentsSchema = z.object({ adjustments: z.array(creditAdjustmentSchema) });

/** `GET /api/backoffice/members?q=`: members by id, address (or its start) or name. */
/** The states a member's account is in, as the member list filters them. */
export const memberStates = [
  'active',
  'not_confirmed',
  'pending_deletion',
  'suspended',
  'banned',
  'deleted',
] as const;
/** How the member list is ordered. */
export const memberListSorts = ['newest', 'oldest', 'name', 'credits', 'reports'] as const;
/** Members per page of the list. */
export const MEMBER_LIST_PAGE_SIZE = 50;
const yesNo = z.enum(['yes', 'no']).optional();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `GET /api/backoffice/members` (issues 26 §4, 48 §2): the member list, like the admin panels
 * people know — a search (id, address or its start, name), filters, an order and pages.
 */
export const memberLookupQuerySchema = z.object({
  q: z.string().trim().min(1).max(254).optional(),
  state: z.enum(memberStates).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  signed_up_from: isoDay.optional(),
  signed_up_to: isoDay.optional(),
  /** The traffic source's network the member signed up through. */
  source: z.string().trim().min(1).max(100).optional(),
  /** Has paid at least one order. */
  paid: yesNo,
  premium: yesNo,
  /** Photos verified as theirs. */
  verified: yesNo,
  /** Reported by another member at least once. */
  reported: yesNo,
  /** A profile the site operates. */
  operated: yesNo,
  sort: z.enum(memberListSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MemberListQuery = z.infer<typeof memberLookupQuerySchema>;
export const memberListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  signup_date: z.string(),
  country: z.string(),
  credits: z.number().int(),
  premium: z.boolean(),
  verified: z.boolean(),
  operated: z.boolean(),
  /** Reports about the member, by anyone, ever. */
  reports: z.number().int(),
  source: z.string().nullable(),
});
export const memberLookupSchema = z.object({
  members: z.array(memberListItemSchema),
  /** Members matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MemberList = z.infer<typeof memberLookupSchema>;

/** The most members one bulk action takes: a page of the list. */
export const MEMBER_BULK_MAX = MEMBER_LIST_PAGE_SIZE;
const bulkIds = z.array(z.number().int().positive()).min(1).max(MEMBER_BULK_MAX);
/** `POST /api/backoffice/members/bulk/suspend`. */
export const bulkSuspendSchema = z.strictObject({
  ids: bulkIds,
  days: z.number().int().min(1).max(SUSPENSION_MAX_DAYS),
  reason: z.enum(sanctionReasons),
  note: z.string().max(1000).optional(),
});
/** `POST /api/backoffice/members/bulk/lift`. */
export const bulkLiftSchema = z.strictObject({
  ids: bulkIds,
  reason: z.string().trim().min(1).max(1000),
});
/** `POST /api/backoffice/members/bulk/mail`: a plain message from the site's team. */
export const bulkMailSchema = z.strictObject({
  ids: bulkIds,
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
});
/** What a bulk action did: the members it was done to, and the others with why not. */
export const bulkResultSchema = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** `GET /api/backoffice/members/:id`: one member's file as support sees it (issue 26 §4). */
export const memberFileSchema = z.object({
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    /** active, not_confirmed (address not confirmed), pending_deletion, suspended, banned, … */
    status: z.string(),
    language: z.string(),
    credits: z.number().int(),
    premium: z.boolean(),
    signup_date: z.string(),
    country: z.string(),
    /** Why mail stopped (bounce, fbl, listunsubscribe); null while it flows. */
    email_disabled_reason: z.string().nullable(),
    /** The traffic source of the sign-up; null fields when none was given. */
    source: z.object({
      network: z.string().nullable(),
      ref: z.string().nullable(),
      sub1: z.string().nullable(),
    }),
    deletion_requested_at: z.string().nullable(),
  }),
  live_sessions: z.number().int(),
  /** How the member logs in (issue 29 §4): codes from an app on, and passkeys registered. */
  sign_in: z.object({ second_factor: z.boolean(), passkeys: z.number().int() }),
  sanctions: z.array(
    z.object({
      kind: z.string(),
      reason: z.string(),
      until: z.string().nullable(),
      created_at: z.string(),
      lifted_at: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      reason: z.string(),
      balance_after: z.number().int(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      credits: z.number().int(),
      amount: z.number().int(),
      currency: z.string(),
      paymentmethod: z.string(),
      status: z.string(),
      psp: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  safety: z.object({
    blocked: z.number().int(),
    blocked_by: z.number().int(),
    reported: z.number().int(),
    reported_by: z.number().int(),
  }),
  complaints: z.array(
    z.object({ id: z.number().int(), subject: z.string(), created_at: z.string() }),
  ),
  /** The mails sent to the member's address, newest first (subject and time, not the body). */
  mails: z.array(z.object({ subject: z.string(), sent_at: z.string() })),
  /** Other accounts that share a browser, a sign-up address range or a bank account. */
  linked: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      status: z.string(),
      via: z.array(z.enum(['device', 'signup_network', 'payment'])),
    }),
  ),
  /** Support's notes, newest first: staff only, never shown to the member. */
  notes: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      created_at: z.string(),
      staff_email: z.string().nullable(),
    }),
  ),
});
export type MemberFile = z.infer<typeof memberFileSchema>;

/** The longest note support keeps on a member. */
export const MEMBER_NOTE_MAX_LENGTH = 2000;
/** `POST /api/backoffice/members/:id/notes`: a note for the file. */
export const memberNoteSchema = z.strictObject({ body: z.string().max(MEMBER_NOTE_MAX_LENGTH) });
/** `POST /api/backoffice/members/:id/lift`: a suspension or ban ends, with the reason. */
export const liftSanctionSchema = z.strictObject({ reason: z.string().trim().min(1).max(1000) });

/** A credit bundle as finance manages it (amount in minor units of its currency). */
export const bundleSchema = z.object({
  id: z.number().int(),
  /** Null: sold on every site. */
  site_id: z.number().int().nullable(),
  country: z.string(),
  currency: z.string(),
  credits: z.number().int(),
  amount: z.number().int(),
  highlighted: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type ManagedBundle = z.infer<typeof bundleSchema>;
export const bundlesSchema = z.object({ bundles: z.array(bundleSchema) });
export const bundleResponseSchema = z.object({ bundle: bundleSchema });
const bundleFields = {
  credits: z.number().int().min(1).max(1_000_000),
  amount: z.number().int().min(1).max(100_000_000),
  highlighted: z.boolean(),
  position: z.number().int().min(0).max(1000),
  active: z.boolean(),
};
/** `POST /api/backoffice/bundles`. */
export const newBundleSchema = z.strictObject({
  site_id: z.number().int().positive().nullable(),
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  ...bundleFields,
});
/** `POST /api/backoffice/bundles/:id`: what changes. */
export const bundleChangeSchema = z.strictObject(bundleFields).partial();

/** A discount code as finance manages it, with how often it was used. */
export const managedCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value_percentage: z.number().int(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  expires: z.string().nullable(),
  single_use: z.boolean(),
  paymentmethods: z.array(z.string()).nullable(),
  status: z.string(),
  /** Orders that redeemed it. */
  uses: z.number().int(),
});
export type ManagedCode = z.infer<typeof managedCodeSchema>;
export const managedCodesSchema = z.object({ codes: z.array(managedCodeSchema) });
export const managedCodeResponseSchema = z.object({ code: managedCodeSchema });
/** `POST /api/backoffice/codes`. */
export const newCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,32}$/)
    .transform((code) => code.toUpperCase()),
  value_percentage: z.number().int().min(1).max(90),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  minimum_order_value: z.number().int().min(0).nullable(),
  expires: z.iso.datetime().nullable(),
  single_use: z.boolean(),
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)).min(1).nullable(),
});

/** Where support is with a complaint (issue 26 §4). */
export const complaintStatuses = ['new', 'waiting_member', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];
export const complaintStatusSchema = z.enum(complaintStatuses);

/** `GET /api/backoffice/complaints?status=`: open ones (new, waiting) by default, oldest first. */
export const complaintQueueQuerySchema = z.object({ status: complaintStatusSchema.optional() });
export const complaintQueueSchema = z.object({
  counts: z.object({
    new: z.number().int(),
    waiting_member: z.number().int(),
    answered: z.number().int(),
    closed: z.number().int(),
  }),
  complaints: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      status: complaintStatusSchema,
      email: z.string(),
      user_id: z.number().int().nullable(),
      created_at: z.string(),
      replies: z.number().int(),
    }),
  ),
});
export const complaintDetailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: complaintStatusSchema,
  email: z.string(),
  language: z.string(),
  user_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  conversation_id: z.number().int().nullable(),
  description: z.string(),
  created_at: z.string(),
  replies: z.array(
    z.object({
      id: z.number().int(),
      staff_email: z.string().nullable(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Refunds finance made because of it. */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      amount: z.number().int(),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;
/** The longest reply support may write. */
export const COMPLAINT_REPLY_MAX = 5000;
/** `POST /api/backoffice/complaints/:id/replies`: mailed, then the complaint takes `status`. */
export const complaintReplySchema = z.strictObject({
  body: z.string().trim().min(1).max(COMPLAINT_REPLY_MAX),
  status: z.enum(['waiting_member', 'answered', 'closed']),
});
/** `POST /api/backoffice/complaints/:id/status`: closed without a reply, or opened again. */
export const complaintStatusChangeSchema = z.strictObject({
  status: complaintStatusSchema,
  reason: z.string().max(1000).optional(),
});

/** `GET /api/backoffice/orders?q=`: by order id, member id or address (or its start). */
export const orderSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(254) });
const backofficeOrderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  paymentmethod: z.string(),
  status: z.string(),
  psp: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const orderSearchSchema = z.object({
  orders: z.array(backofficeOrderSchema.extend({ email: z.string() })),
});
export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  credits: z.number().int(),
  status: z.enum(['requested', 'done']),
  reason: z.string(),
  staff_id: z.number().int(),
  created_at: z.string(),
  /** The complaint that asked for it, if one did. */
  complaint_id: z.number().int().nullable(),
});
/** A member's complaint, as finance picks the one a refund answers. */
export const memberComplaintSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: complaintStatusSchema,
  created_at: z.string(),
});
export const orderDetailSchema = z.object({
  order: backofficeOrderSchema,
  refunds: z.array(refundSchema),
  /** The member's complaints, newest first: a refund may name the one that asked for it. */
  complaints: z.array(memberComplaintSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** `POST /api/backoffice/orders/:id/refunds`: minor units; made once per key. */
export const refundRequestSchema = z.strictObject({
  amount: z.number().int().min(1).max(100_000_000),
  reason: z.string().max(500),
  idempotency_key: z.string().min(8).max(100),
  /** The complaint that asked for it: one of the order's member's. */
  complaint_id: z.number().int().positive().optional(),
});
export const refundResponseSchema = z.object({ refund: refundSchema });

/** The options of a WebAuthn ceremony, passed to the browser as they are. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
/** A browser's answer to a WebAuthn ceremony (its JSON form), checked by the server. */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
});
export const passkeyRegistrationSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  response: webauthnResponseSchema,
});
export const passkeyLoginSchema = z.strictObject({ response: webauthnResponseSchema });
export const passkeyListSchema = z.object({
  passkeys: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
});
