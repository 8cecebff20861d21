// Plain values of the wire contracts, kept free of zod so client bundles can import them without
// pulling the schema library in. The schemas in this folder are built from these.

/** The countries the product serves (spec: visible locales by country); a site serves some. */
export const PRODUCT_COUNTRIES = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
  'DK',
  'FI',
  'NO',
  'SE',
] as const;

/** Profile attribute values (spec §3). The client translates each value. */
export const genders = ['male', 'female'] as const;
export const sexualities = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const hairColours = ['blond', 'brown', 'black', 'red', 'grey', 'bald'] as const;
export const eyeColours = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const bodyTypes = ['slim', 'normal', 'fat'] as const;
export const relationshipStatuses = [
  'divorced',
  'living_together',
  'married',
  'single',
  'widowed',
  'unmarried',
] as const;

/** Passwords members choose: any Unicode text of 8 to 128 characters (RELIABILITY 6). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Ages members can search for. */
export const MIN_MEMBER_AGE = 18;
export const MAX_MEMBER_AGE = 99;
/** Search page size: default and the most one page may hold. */
export const MEMBERS_DEFAULT_LIMIT = 20;
/** The members search's fields (spec §3 `search_fields`): a site shows these, or fewer. */
export const SEARCH_FIELDS = ['gender', 'country', 'region', 'min_age', 'max_age'] as const;
export const MEMBERS_MAX_LIMIT = 50;
/** `num_results` is counted up to this many matches; the client shows "1000+" at the cap. */
export const MEMBERS_COUNT_CAP = 1000;

/** Kinds of e-mail notification a member can switch off (spec §3). */
export const notificationKinds = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;

/**
 * The mail a new member has not asked for (offers, digests, news): off until the member switches
 * it on in /notifications (consent first, GDPR art. 7 and ePrivacy art. 13); the rest is about
 * their own messages, likes and account.
 */
export const MARKETING_NOTIFICATION_KINDS = [
  'promotions',
  'weekly_updates',
  'news',
] as const satisfies readonly (typeof notificationKinds)[number][];

/** Why a member leaves (spec §3); `other` comes with remarks. */
export const deleteReasons = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export const DELETE_REMARKS_MAX_LENGTH = 1000;
/** §9: a deleted account can be reactivated for 14 days, then it is erased. */
export const REACTIVATION_DAYS = 14;
/** Why e-mail to a member stopped (spec §4): a spam complaint, a bounce, an unsubscribe. */
export const emailDisabledReasons = ['fbl', 'bounce', 'listunsubscribe'] as const;

/** The most an "about me" text may hold. */
export const ABOUT_MAX_LENGTH = 2000;
/** The longest city name a member may type. */
export const CITY_MAX_LENGTH = 100;
/** The fewest letters a town suggestion is asked for with, and the most suggestions given. */
export const TOWN_QUERY_MIN_LENGTH = 2;
export const TOWN_SUGGESTIONS_LIMIT = 8;

/** §1/§9: free members may start up to 2 conversations. */
export const FREE_CONVERSATIONS = 2;
/** Messages in one page of a conversation (older ones load on scrolling up). */
export const MESSAGES_PAGE_SIZE = 30;
/** The longest message any site allows, whatever its message_length says. */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * Issue 29 §1 message requests: a first message to a member one has not matched with waits for
 * their consent this long; its credits are held meanwhile, charged only when it is accepted, and
 * released when it is declined or expires.
 */
export const MESSAGE_REQUEST_DAYS = 7;
/** Whom a member lets write to them directly (settings, "Who may write to me"). */
export const WHO_MAY_WRITE = ['everyone', 'verified', 'matches'] as const;
export type WhoMayWrite = (typeof WHO_MAY_WRITE)[number];
/** A request's state: waiting for the recipient, or decided (by them, or by time). */
export const MESSAGE_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type MessageRequestStatus = (typeof MESSAGE_REQUEST_STATUSES)[number];
/** Issue 29 §1 hidden words: how many a member may list, and how long each may be. */
export const HIDDEN_WORDS_MAX = 100;
export const HIDDEN_WORD_MAX_LENGTH = 40;
/**
 * The burst rule (issue 29 §1): a new account sending this many alike first messages (the last
 * one included) within this many minutes is held for a moderator, with a report of the site's own.
 */
export const BURST_LIMIT = 5;
export const BURST_WINDOW_MINUTES = 10;
/** A site's default quarantine for new accounts' first messages, in hours. */
export const QUARANTINE_HOURS = 24;
/**
 * Issue 29 §2: a site's default nudity threshold, for chat photos (above it, a photo arrives
 * blurred) and profile photos (above it, a photo goes to the moderators instead of showing).
 * Scores are the embedded model's likelihood that a photo is explicit, 0–1.
 */
export const NUDITY_THRESHOLD = 0.5;

/**
 * Issue 29 §4: how long a signed link to a chat photo works. The chat asks for new links before
 * (PHOTO_LINKS_REFRESH_MS), so a photo on screen never breaks.
 */
export const PHOTO_LINK_TTL_MS = 15 * 60 * 1000;
export const PHOTO_LINKS_REFRESH_MS = 10 * 60 * 1000;
/** How long the composer waits for a chat photo's check before letting it go blurred. */
export const PHOTO_CHECK_WAIT_MS = 15_000;
/**
 * Issue 29 §3 photo verification: what the member is asked to do in front of the camera (a
 * liveness check), chosen at random by the server for each attempt.
 */
export const VERIFICATION_CHALLENGES = ['turn_left', 'turn_right'] as const;
export type VerificationChallenge = (typeof VERIFICATION_CHALLENGES)[number];
/**
 * An attempt's course: asked (the challenge shown), checking (the frames sent, the model at
 * work), then verified, refused (with a reason) or waiting for a person (review).
 */
export const VERIFICATION_STATUSES = [
  'challenged',
  'checking',
  'verified',
  'refused',
  'review',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** Why an attempt was refused: told to the member, who may try again. */
export const VERIFICATION_REFUSALS = [
  'face_mismatch',
  'no_face',
  'several_faces',
  'challenge_not_seen',
  'expired',
  'not_approved',
] as const;
export type VerificationRefusal = (typeof VERIFICATION_REFUSALS)[number];
/** How many frames the browser records while the member follows the challenge, and how often. */
export const VERIFICATION_FRAMES = 6;
export const VERIFICATION_FRAME_INTERVAL_MS = 500;
/** Each frame's size at most (a JPEG of the camera's picture, scaled down by the browser). */
export const VERIFICATION_FRAME_MAX_BYTES = 512 * 1024;
/** An attempt's frames must arrive this soon after the challenge was shown. */
export const VERIFICATION_CHALLENGE_MINUTES = 5;
/** Attempts a member may start in a day: enough for bad light, not for a search of faces. */
export const VERIFICATION_ATTEMPTS_PER_DAY = 5;

/** Icebreaker pickup lines for an empty conversation; the client translates each key. */
export const ICEBREAKER_KEYS = [
  'coffee',
  'travel',
  'weekend',
  'smile',
  'music',
  'food',
  'adventure',
  'book',
] as const;

/**
 * Gifts a member can send in chat (spec §2 chat), each at the site's gift_credits. The client
 * translates each key; the image is `/media/gifts/{id}.svg`.
 */
export const GIFT_IDS = [
  'rose',
  'heart',
  'chocolate',
  'teddy',
  'champagne',
  'coffee',
  'ring',
  'star',
] as const;
export type GiftId = (typeof GIFT_IDS)[number];
/** GIFs offered per search in the composer's GIF picker. */
export const GIFS_PAGE_SIZE = 24;
/** The longest GIF search a member can type. */
export const GIF_QUERY_MAX_LENGTH = 50;
/** Chat photos: uploaded ones not sent within this time are removed. */
export const CHAT_PHOTO_UNSENT_TTL_MS = 24 * 60 * 60 * 1000;

/** Why a member reports another, stored for moderation. */
export const reportReasons = [
  'fake_profile',
  'harassment',
  'spam',
  'inappropriate_photos',
  'underage',
  'other',
] as const;
export const REPORT_REMARKS_MAX_LENGTH = 1000;

/** Spec §2 static pages under /pages/ (a site may add its own under other names). */
export const SITE_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'return-policy',
  'faq',
  'service',
  // Issue 29 §4: what the product does for members' safety, and where to find help.
  'safety',
] as const;

/** What a complaint is about (the `/complaints` form's subject); the client translates each. */
export const COMPLAINT_SUBJECTS = [
  'billing',
  'member',
  'messages',
  'account',
  'technical',
  'other',
] as const;
/** A complaint's description: enough to act on, not a novel. */
export const COMPLAINT_DESCRIPTION_MIN_LENGTH = 20;
export const COMPLAINT_DESCRIPTION_MAX_LENGTH = 5000;

/** How many members `/signup-matches` suggests to a new member. */
export const SIGNUP_MATCHES_COUNT = 12;

/** §9: a browser position is good for 1 hour (geolocation maximumAge, geocode answers). */
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;

/** Photos a member may have (spec §6, §9): free members 3, premium members 25. */
export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
/** The largest photo file accepted, checked while it streams in. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have (a 50 MP camera fits); more is a decompression bomb. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Image types the photo picker offers; the server decides from the bytes, not from this. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** Countries with demo members and visible locales (spec §9). */
/**
 * Spec §6 logged_out_search_trafficsource: a visitor who came with tracking data may search.
 * The API learns it from this session cookie, which the client sets when it keeps the data
 * (the data itself stays in the tab).
 */
export const TRAFFIC_SOURCE_COOKIE = 'traffic_source';

/** Spec §6 swipe game: likes a member may give per day (the day is the member's own). */
export const SWIPE_LIKES_PER_DAY = 4;
/** Profiles the swipe game deals at a time. */
export const SWIPE_STACK_SIZE = 10;
/** Similar profiles shown on a profile. */
export const SIMILAR_PROFILES_LIMIT = 6;
/** Similar profiles: an age range this many years either side of the member's age. */
export const SIMILAR_AGE_SPREAD = 5;

/** Featured members a landing or lander shows unless its campaign asks for another number. */
export const LANDING_FEATURED_DEFAULT = 12;
/** The most featured members one landing asks for. */
export const LANDING_FEATURED_MAX = 24;

export const SITE_COUNTRIES = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
  'DK',
  'FI',
  'NO',
  'SE',
] as const;

/**
 * Every error code the API answers with. The client keeps a translated text per code
 * (spec §8); a new code needs a new text there.
 */
export const errorCodes = {
  authentication_required: 'authentication_required',
  /** The back office (issue 26): no staff session, or it ended (inactivity, logout, disabled). */
  staff_login_required: 'staff_login_required',
  /** The staff member's password was right; the second factor is due (or to be set up). */
  second_factor_required: 'second_factor_required',
  /** The TOTP or recovery code given is not right (or was used already). */
  second_factor_wrong: 'second_factor_wrong',
  /** Too many wrong codes: this login ended, start again with the password. */
  second_factor_locked: 'second_factor_locked',
  /** Recovery codes were asked for while the member's codes from an app are off. */
  second_factor_off: 'second_factor_off',
  /** A staff action that must say why was sent without a reason: nothing changed. */
  reason_required: 'reason_required',
  /**
   * The member is suspended until `params.until` or banned (`account_banned`), for
   * `params.reason` (already in the member's language): no login until then.
   */
  account_suspended: 'account_suspended',
  account_banned: 'account_banned',
  /** Another moderator decided this photo or report first (or the member deleted it). */
  already_reviewed: 'already_reviewed',
  /** A back-office reply was kept but its mail could not be sent (issue 26 §4). */
  mail_failed: 'mail_failed',
  /** Only a paid order can be refunded (issue 26 §5). */
  order_not_refundable: 'order_not_refundable',
  /** A refund beyond what is left of the payment; `params.left` in minor units. */
  refund_too_large: 'refund_too_large',
  /** A refund naming a complaint that is not the order's member's (issue 48 §5). */
  complaint_not_members: 'complaint_not_members',
  /** An owner may not disable or change the role of their own account (issue 48 §2). */
  own_account: 'own_account',
  /** An invitation to an address that is already active staff. */
  staff_exists: 'staff_exists',
  /** An invitation or role change for a disabled staff account. */
  staff_disabled: 'staff_disabled',
  /** Lifting a sanction from a member who is neither suspended nor banned. */
  not_sanctioned: 'not_sanctioned',
  /** An appeal shorter than APPEAL_MIN_LENGTH (issue 48 §2). */
  appeal_too_short: 'appeal_too_short',
  /** The sanction was appealed already: one appeal each. */
  appeal_exists: 'appeal_exists',
  /** An appeal link that is forged, expired, or for a sanction lifted since. */
  appeal_invalid: 'appeal_invalid',
  /** An appeal answered already (by another moderator, or twice). */
  appeal_answered: 'appeal_answered',
  /** The site's settings changed since the form was filled: reload, then change again. */
  settings_changed: 'settings_changed',
  /** A mailing's texts can change only before it is sent (issue 48 §4). */
  mailing_not_draft: 'mailing_not_draft',
  /** Pausing a mailing that is not being sent, or resuming one that is not paused. */
  mailing_not_sending: 'mailing_not_sending',
  mailing_not_paused: 'mailing_not_paused',
  /** A mailing's button goes to a page of the site (/…) or an https address. */
  mailing_link_invalid: 'mailing_link_invalid',
  /** A link to one's own data used already or expired (issue 48 §4). */
  export_link_invalid: 'export_link_invalid',
  /** A passkey whose registration did not verify (issue 26 §2). */
  passkey_refused: 'passkey_refused',
  /** A passkey login whose signature did not hold (unknown key, other site, cloned key). */
  passkey_not_accepted: 'passkey_not_accepted',
  /** Another operator holds this conversation (issue 28 §3); `params.email` says who. */
  held_by_other: 'held_by_other',
  /** An operated profile assigned to other operators (issue 48 §1). */
  not_assigned: 'not_assigned',
  /** An operator answered a conversation they no longer hold: nothing was sent. */
  hold_lost: 'hold_lost',
  /** The member an operator answers left, was blocked or cannot be written to now. */
  member_unavailable: 'member_unavailable',
  /** An operator picked a photo that is not one of the operated profile's approved own. */
  photo_unavailable: 'photo_unavailable',
  /** An answer's client id already named another message. */
  client_id_reused: 'client_id_reused',
  /** A staff invitation link that expired, was used, or never was. */
  invitation_invalid: 'invitation_invalid',
  login_failed: 'login_failed',
  login_locked: 'login_locked',
  /** A rate limit was reached; `params.minutes` says when to try again. */
  too_many_requests: 'too_many_requests',
  validation_failed: 'validation_failed',
  not_found: 'not_found',
  forbidden: 'forbidden',
  /** Spec §8: not enough credits (the client offers to buy some). */
  not_enough_credits: 'not_enough_credits',
  /** Spec §8 "E-mail address not found." (password reset). */
  email_not_found: 'email_not_found',
  /** Spec §8 "Too many password reset emails sent, please try again tomorrow." */
  reset_limit_reached: 'reset_limit_reached',
  /** Spec §8 "Link expired or invalid, request a new email." */
  link_invalid: 'link_invalid',
  /** Spec §5 "The entered passwords are not the same." */
  passwords_differ: 'passwords_differ',
  /** Spec §8 "Activation failed." */
  activation_failed: 'activation_failed',
  /** Spec §5 "Invalid email". */
  invalid_email: 'invalid_email',
  /** Spec §5 "Username may not be the same as your e-mail address". */
  name_is_email: 'name_is_email',
  /** Spec §5 "Username may not start with @". */
  name_starts_with_at: 'name_starts_with_at',
  /** A username that is too short, too long or holds control characters. */
  name_invalid: 'name_invalid',
  /** Another member already has this username. */
  name_taken: 'name_taken',
  /** A password shorter or longer than allowed. */
  password_invalid: 'password_invalid',
  /** A password in the breached list or too easy to guess (issue 29 §4). */
  password_common: 'password_common',
  /** Spec §5 "Invalid date of birth." */
  date_of_birth_invalid: 'date_of_birth_invalid',
  /** Spec §5 "Enter your date of birth ({min_age}+)": missing, or younger than the site allows. */
  date_of_birth_too_young: 'date_of_birth_too_young',
  /** Spec §8 "An account with this e-mail address already exists" (offers login). */
  email_taken: 'email_taken',
  /** The site's sign-up mode (spec §1, §6) does not let this visitor sign up. */
  signup_not_allowed: 'signup_not_allowed',
  /** The uploaded file is not an image the site can read. */
  photo_invalid: 'photo_invalid',
  /** The uploaded file is larger than PHOTO_MAX_BYTES or PHOTO_MAX_PIXELS; `params.max_mb`. */
  photo_too_large: 'photo_too_large',
  /** The member has as many photos as their membership allows; `params.max`. */
  photo_limit_reached: 'photo_limit_reached',
  /** Spec §5 "Please check your old password." */
  old_password_wrong: 'old_password_wrong',
  /** The password given to confirm a change (e-mail, deletion) is not the member's. */
  password_wrong: 'password_wrong',
  /** Spec §5 "New email adress is invalid." */
  new_email_invalid: 'new_email_invalid',
  /** Spec §8 "Account pending deletion": reactivation by the mailed link or customer service. */
  account_pending_deletion: 'account_pending_deletion',
  /** "Other" as the reason to leave needs a few words. */
  remarks_required: 'remarks_required',
  /** Spec §8 "Premium-only feature" (with a buy button): e.g. a free member's third conversation. */
  premium_required: 'premium_required',
  /** The other member has not confirmed their e-mail address: they cannot be replied to yet (§4). */
  recipient_not_confirmed: 'recipient_not_confirmed',
  /** Issue 29 §1: the other member takes messages from verified members only; `params.name`. */
  verified_only: 'verified_only',
  /** Issue 29 §1: the other member takes messages from matches only; `params.name`. */
  matches_only: 'matches_only',
  /** Issue 29 §3: a verification needs a profile photo to compare the face with. */
  verification_needs_photo: 'verification_needs_photo',
  /** Issue 29 §3: the challenge was shown too long ago, or the attempt is not waiting for frames. */
  verification_expired: 'verification_expired',
  /** Issue 29 §3: the day's attempts are used up; `params.max`. */
  verification_limit: 'verification_limit',
  /** The first message waits for the other member's answer: no second one yet; `params.name`. */
  request_pending: 'request_pending',
  /** The other member declined the request (or let it expire): no more messages; `params.name`. */
  request_closed: 'request_closed',
  /**
   * Issue 29 §1 "Are you sure?": the message has words people often regret; nothing was sent.
   * Sent again with `unkind_confirmed`, it goes.
   */
  message_unkind: 'message_unkind',
  /** A message longer than the site's message_length; `params.max`. */
  message_too_long: 'message_too_long',
  /** The chat photo to send is not the member's, or was sent already. */
  chat_photo_unavailable: 'chat_photo_unavailable',
  /** The GIF provider (GIPHY) cannot be reached: the picker says so, the member may retry. */
  gifs_unavailable: 'gifs_unavailable',
  /** The GIF to send is not one the GIF search offers (any more). */
  gif_unavailable: 'gif_unavailable',
  /** The chosen region is not one of the chosen country's. */
  region_invalid: 'region_invalid',
  /** Spec §8 "Code not found" (discount codes). */
  discount_code_not_found: 'discount_code_not_found',
  /** Spec §8 "Code already used". */
  discount_code_used: 'discount_code_used',
  discount_code_expired: 'discount_code_expired',
  /** The order is below the code's minimum; `params.amount`, `params.currency` (minor units). */
  discount_code_minimum: 'discount_code_minimum',
  /** The code is not valid in the member's country. */
  discount_code_country: 'discount_code_country',
  /** The code is valid only with other payment methods. */
  discount_code_method: 'discount_code_method',
  /** The bundle is not one offered to the member (another country, or withdrawn). */
  package_unavailable: 'package_unavailable',
  /** The payment method is not offered in the member's country and currency. */
  payment_method_unavailable: 'payment_method_unavailable',
  /** The method needs a bank and none (or an unknown one) was chosen. */
  bank_required: 'bank_required',
  /** POST /api/orders.php without an Idempotency-Key header. */
  idempotency_key_required: 'idempotency_key_required',
  /** The PSP could not be reached to start the payment: nothing was charged, try again. */
  payment_provider_unavailable: 'payment_provider_unavailable',
  /** Spec §8 "Payment failed or has been cancelled." */
  payment_failed: 'payment_failed',
  /** The IBAN's checksum or format is wrong, or its country is not in SEPA. */
  iban_invalid: 'iban_invalid',
  /** Spec §8 "Code invalid" (the direct-debit SMS code: wrong, expired or used). */
  sms_code_invalid: 'sms_code_invalid',
  /** Too many wrong SMS codes for a mandate: a new mandate (and code) is needed. */
  sms_code_attempts: 'sms_code_attempts',
  /** The SMS could not be sent: nothing was signed or charged, try again. */
  sms_unavailable: 'sms_unavailable',
  /** Photos cannot be stored now (a full or read-only disk, the bucket away): try again later. */
  photo_storage_unavailable: 'photo_storage_unavailable',
  /** Spec §8 "Your account is blocked for direct debit payments." */
  direct_debit_blocked: 'direct_debit_blocked',
  /** Spec §8 "Direct debit limit reached." */
  direct_debit_limit: 'direct_debit_limit',
  /** Repeat order: there is no earlier purchase with a stored card or mandate to repeat. */
  repeat_unavailable: 'repeat_unavailable',
  /** A webhook whose signature is forged or stale. */
  webhook_signature_invalid: 'webhook_signature_invalid',
  /** Spec §6 swipe game: the day's likes are used; `params.resets_at` (ISO 8601). */
  swipe_limit_reached: 'swipe_limit_reached',
  /** A complaint names a conversation the member is not in, or a member who does not exist. */
  complaint_reference_invalid: 'complaint_reference_invalid',
  /** A visitor's complaint needs an e-mail address to answer to. */
  email_required: 'email_required',
  // The rules a form checks before anything is sent (its contract's messages, ADR 0013).
  /** Login: the e-mail address or username is empty. */
  login_name_required: 'login_name_required',
  /** A password field is empty. */
  password_required: 'password_required',
  /** A complaint names no subject. */
  complaint_subject_required: 'complaint_subject_required',
  /** A complaint's description is shorter than COMPLAINT_DESCRIPTION_MIN_LENGTH; `count`. */
  complaint_description_short: 'complaint_description_short',
  /** A visitor's complaint gives an address that cannot be one. */
  complaint_email_invalid: 'complaint_email_invalid',
  /** A searched age outside MIN_MEMBER_AGE..MAX_MEMBER_AGE; `min`, `max`. */
  age_bounds: 'age_bounds',
  /** A searched minimum age above the maximum. */
  age_order: 'age_order',
  /** Leaving without choosing a reason. */
  delete_reason_required: 'delete_reason_required',
  /** A report without a reason. */
  report_reason_required: 'report_reason_required',
  /** A required field left empty (direct debit). */
  field_required: 'field_required',
  /** A mobile number that is not one (direct debit). */
  phone_invalid: 'phone_invalid',
  /** The direct-debit authorisation is not ticked. */
  authorization_required: 'authorization_required',
  /** A sexuality sent without the member's consent to its keeping (GDPR art. 9). */
  sensitive_consent_required: 'sensitive_consent_required',
  /** A push subscription whose endpoint is not a known push service (PUSH_SERVICES). */
  push_service_not_allowed: 'push_service_not_allowed',
  cross_site_request: 'cross_site_request',
  /** Deploys (issue 12): an upload that is not a remote's build. */
  invalid_package: 'invalid_package',
  /** A deploy without a token for that remote. */
  deploy_unauthorized: 'deploy_unauthorized',
  /** The deploy gate refused (`params.reason`): nothing was switched. */
  deploy_refused: 'deploy_refused',
  /** A channel change named another revision than the current (`params.revision`). */
  stale_revision: 'stale_revision',
  /** A version that was never published. */
  unknown_version: 'unknown_version',
  /** Campaigns (issue 28 §1): another campaign already answers at this path. */
  slug_taken: 'slug_taken',
  /** Someone changed the campaign since it was read: nothing was written. */
  campaign_changed: 'campaign_changed',
  /** A member design's campaign names no profile the site operates. */
  campaign_member_invalid: 'campaign_member_invalid',
  /** The live landers version cannot render on this server (no server build): no preview. */
  preview_unavailable: 'preview_unavailable',
  /** An override link whose signature is not the server's, or that expired. */
  override_invalid: 'override_invalid',
  /**
   * The database is away for a moment (a restart, a failover): nothing was done, the same
   * request works once it is back; the answer says when to try again (Retry-After).
   */
  service_unavailable: 'service_unavailable',
  /** Anything unexpected on the server; the client shows its generic error text. */
  internal_error: 'internal_error',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Interests a member can pick (spec §3); the client translates each key. */
export const INTEREST_KEYS = [
  'relationship',
  'kissing',
  'gym',
  'music',
  'travel',
  'cooking',
  'movies',
  'dancing',
  'reading',
  'sports',
  'nature',
  'art',
  'photography',
  'gaming',
  'fashion',
  'wine',
  'hiking',
  'pets',
  'beach',
  'festivals',
] as const;

/** Spec §3 tracking data, stored on the account at sign-up. */
export const trackingFields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Campaigns (issue 28 §1): the lander designs mf-landers ships; a campaign picks one. */
export const LANDER_TEMPLATES = [
  'gallery',
  'collage',
  'icons',
  'map',
  'social',
  'alone-tonight',
  'video',
  'transitions-video',
  'tinder-swipe',
  'member-profile',
  'member-chat',
  'member-card',
] as const;
export type LanderTemplate = (typeof LANDER_TEMPLATES)[number];
/** The designs about one member: their campaign names the operated profile it is about. */
export const MEMBER_TEMPLATES: readonly LanderTemplate[] = [
  'member-profile',
  'member-chat',
  'member-card',
];
/**
 * The landers mf-landers ships (its `campaigns/` files, spec §2 and the member landings), at
 * `/landers/{name}`: no campaign may take one of their paths, which would replace the built-in
 * lander for every visitor (issue 46 §1). mf-landers' own test keeps this list equal to its files.
 */
export const BUILT_IN_LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'member-landing',
  'member-landing2',
  'member-landing3',
  'socialnetwork',
  'tinderswipe',
  'transitionsvideolanding',
  'video',
] as const;
/** A campaign's path is `/landers/{slug}`: lower-case letters, digits and dashes. */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;
export const CAMPAIGN_HEADLINE_MAX = 120;
export const CAMPAIGN_LEAD_MAX = 400;
export const CAMPAIGN_CTA_MAX = 60;
/** A partner's countdown before the hand-over, in seconds (spec §9). */
export const PARTNER_COUNTDOWN_MAX = 30;
/** The languages a campaign is written in (the product's own). */
export const CAMPAIGN_LANGUAGES = ['en', 'fr'] as const;
/** The campaign figures' range unless asked, and the longest one request may ask for. */
export const CAMPAIGN_FIGURES_DEFAULT_DAYS = 14;
export const CAMPAIGN_FIGURES_MAX_DAYS = 366;
/** The funnel's steps, each counted per day and per source. */
export const campaignFunnelSteps = [
  'visits',
  'signup_starts',
  'signups',
  'first_purchases',
] as const;
