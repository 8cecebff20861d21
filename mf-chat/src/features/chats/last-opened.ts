// Spec §3 chat state: `last_chat_opened_profile` and its date, kept in the client for the
// visit (sessionStorage): the desktop list offers to go back to it (issue 25 §2, §4).

const KEY = 'last-chat-opened';

export interface LastChatOpened {
  conversationId: number;
  profileId: number;
  /** ISO 8601: when it was opened. */
  date: string;
}

export function rememberChatOpened(conversationId: number, profileId: number, now = new Date()) {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        conversationId,
        profileId,
        date: now.toISOString(),
      } satisfies LastChatOpened),
    );
  } catch {
    // Storage refused: nothing to go back to, nothing lost.
  }
}

export function lastChatOpened(): LastChatOpened | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LastChatOpened>;
    return typeof stored?.conversationId === 'number' && typeof stored.profileId === 'number'
      ? {
          conversationId: stored.conversationId,
          profileId: stored.profileId,
          date: String(stored.date),
        }
      : null;
  } catch {
    return null;
  }
}
