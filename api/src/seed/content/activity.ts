// The demo member's chats and likes: a fixed script, so the badges show the same counts on
// every fresh database (an e2e journey asserts them). Partners are picked members, numbered in
// the order activityPartners() returns them, or the Alex login.

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ScriptedMessage {
  from: 'demo' | 'partner';
  minutesAgo: number;
  text: string;
}

export interface ScriptedConversation {
  partner: number | 'alex';
  /** Oldest first. */
  messages: readonly ScriptedMessage[];
  /** The last this-many messages (all the partner's) are unread for the demo member. */
  unreadByDemo: number;
}

export const DEMO_CONVERSATIONS: readonly ScriptedConversation[] = [
  {
    partner: 0,
    messages: [
      {
        from: 'partner',
        minutesAgo: 26 * HOUR,
        text: 'Hi Demo! I saw you love travelling too. Where was your last trip?',
      },
      {
        from: 'demo',
        minutesAgo: 25 * HOUR,
        text: 'Hi! Lisbon in May, it was wonderful. And you?',
      },
      {
        from: 'partner',
        minutesAgo: 20 * MINUTE,
        text: 'Porto last autumn, I would go back tomorrow.',
      },
      { from: 'partner', minutesAgo: 12 * MINUTE, text: 'Do you cook too? Your profile says so!' },
    ],
    unreadByDemo: 2,
  },
  {
    partner: 'alex',
    messages: [
      { from: 'demo', minutesAgo: 3 * DAY, text: 'Hi Alex, how is Antwerp treating you?' },
      {
        from: 'partner',
        minutesAgo: 3 * DAY - 2 * HOUR,
        text: 'Busy but good! Are you ever in Belgium?',
      },
      { from: 'demo', minutesAgo: 2 * DAY, text: 'Sometimes for work. Maybe next month?' },
      {
        from: 'partner',
        minutesAgo: 50 * MINUTE,
        text: 'That would be great, let me know when!',
      },
      {
        from: 'partner',
        minutesAgo: 40 * MINUTE,
        text: 'I know a nice little café near the station.',
      },
    ],
    unreadByDemo: 2,
  },
  {
    partner: 1,
    messages: [
      {
        from: 'demo',
        minutesAgo: 2 * DAY,
        text: 'Hey, nice photos! Is that the beach at Scheveningen?',
      },
      { from: 'partner', minutesAgo: 3 * HOUR, text: 'Haha yes it is, well spotted!' },
    ],
    unreadByDemo: 1,
  },
  {
    partner: 2,
    messages: [
      { from: 'partner', minutesAgo: 4 * DAY, text: 'Hello! How was your weekend?' },
      {
        from: 'demo',
        minutesAgo: 4 * DAY - 30 * MINUTE,
        text: 'Relaxed, I went to a concert. Yours?',
      },
      { from: 'partner', minutesAgo: 2 * DAY, text: 'A lazy Sunday with a good book.' },
      { from: 'demo', minutesAgo: 1 * DAY, text: 'Sounds perfect. What are you reading?' },
    ],
    unreadByDemo: 0,
  },
];

export interface ScriptedLike {
  partner: number;
  minutesAgo: number;
  /** Only for likes of the demo member: still new (not seen). */
  isNew?: boolean;
}

/** Members who liked the demo member. */
export const DEMO_LIKED_BY: readonly ScriptedLike[] = [
  { partner: 3, minutesAgo: 35 * MINUTE, isNew: true },
  { partner: 4, minutesAgo: 2 * HOUR, isNew: true },
  { partner: 5, minutesAgo: 2 * DAY },
  { partner: 6, minutesAgo: 5 * DAY },
];

/** Members the demo member liked; partner 5 liked back, a match. */
export const DEMO_LIKED: readonly ScriptedLike[] = [
  { partner: 5, minutesAgo: 1 * DAY },
  { partner: 7, minutesAgo: 3 * DAY },
  { partner: 8, minutesAgo: 6 * DAY },
];

/** Picked members the script needs. */
export const ACTIVITY_PARTNER_COUNT = 9;

/** What the demo member's badges show on a fresh database. */
export const DEMO_UNREAD_MESSAGES = DEMO_CONVERSATIONS.reduce((n, c) => n + c.unreadByDemo, 0);
export const DEMO_NEW_LIKES = DEMO_LIKED_BY.filter((like) => like.isNew).length;
