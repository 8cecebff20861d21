// Paths named in SPEC §2 that more than one app links to. Each app owns its own routes; these
// are only the link targets.
export const paths = {
  index: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  memberChat: (id: number | string) => `/members/${id}/chat`,
  chats: '/chats',
  likes: '/likes',
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
} as const;

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
