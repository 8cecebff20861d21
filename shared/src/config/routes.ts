// Paths named in SPEC §2 that more than one app links to. Each app owns its own routes; these
// are only the link targets.
export const paths = {
  index: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  memberChat: (id: number | string) => `/members/${id}/chat`,
  chats: '/chats',
  /** The first messages waiting for the member's consent (issue 29 §1). */
  messageRequests: '/chats?tab=requests',
  likes: '/likes',
  /** A liker's profile from their like (a push, a mail): it asks to like them back. */
  likeBack: (id: number | string) => `/likes/m/${id}?lb=1`,
  credits: '/credits',
  premium: '/premium',
  pricing: '/pricing',
  profile: '/profile',
  settings: '/settings',
  notifications: '/notifications',
  complaints: '/complaints',
  /** The complaints form about one member (from their profile or a conversation). */
  complaintAbout: (memberId: number | string) => `/complaints?member=${memberId}`,
  login: '/login',
  resetPassword: '/reset-password',
  resetPasswordDo: '/reset-password/do',
  signup: '/signup',
  /** An account made elsewhere (a lander) fills in its profile. */
  completeSignup: '/complete-signup',
  /** Members to write to first, right after sign-up. */
  signupMatches: '/signup-matches',
  page: (name: string) => `/pages/${name}`,
  /** A suspended or banned member's appeal; the login's link follows as `#<token>`. */
  appeal: '/appeal',
  /** Where a member lands once the account is leaving (the shell's page). */
  accountDeleted: '/account-deleted',
} as const;

/**
 * The history state the leaving form hands `/account-deleted`: only a browser that just asked
 * to leave is told its account will be erased (anyone may open the URL).
 */
export interface AccountDeletedState {
  /** ISO 8601: when the account is erased unless it comes back. */
  erase_after: string;
}

/** §2: footer links, in order. */
export const FOOTER_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'pricing',
  'complaints',
  'return-policy',
  'faq',
  'service',
] as const;
