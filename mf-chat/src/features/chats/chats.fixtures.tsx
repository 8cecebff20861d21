// Fixtures for the chat feature's tests, built from the wire contracts (each parsed by its
// schema, so a fixture cannot drift from what the API sends), and the fake network they share.
import { http, HttpResponse } from 'msw';
import {
  chatSummarySchema,
  messageSchema,
  type ChatSummary,
  type Message,
  type MessagesResponse,
} from '@app/shared/contracts';
import {
  aProfile,
  aUser,
  memberAnswer,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';
import { ChatsPage, ConversationPage, MemberChatPage } from './chat-pages';
import '../../i18n';

export const server = setupMsw();
beforeAll(() => setupI18n(['common', 'chat']));

export const chat = (
  overrides: Partial<ChatSummary> & { id: number; name: string; unread?: number },
): ChatSummary =>
  chatSummarySchema.parse({
    conversation: { id: overrides.id },
    profile: {
      id: overrides.id + 100,
      name: overrides.name,
      main_image: null,
      deleted: false,
      verified: false,
    },
    num_unread_messages: overrides.unread ?? 0,
    request_status: null,
    last_message: {
      id: overrides.id * 10,
      text: `last from ${overrides.name}`,
      sent_at: '2026-11-20T10:00:00.000Z',
      from_me: false,
      attachment_type: null,
      lang: 'fr',
    },
    ...overrides,
  });

export function serveChats(chats: ChatSummary[]) {
  let current = chats;
  server.use(
    http.get('*/api/chats.php', () => HttpResponse.json({ chats: current })),
    http.get('*/api/user.php', () => HttpResponse.json({ user: aUser() })),
    http.get('*/api/message-requests.php', () =>
      HttpResponse.json({ requests: [], who_may_write: 'everyone' }),
    ),
    http.post('*/api/typing.php', () => HttpResponse.json({ ok: true })),
    http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    http.get('*/api/icebreakers.php', () =>
      HttpResponse.json({ icebreakers: ['coffee', 'travel', 'book'] }),
    ),
    // A conversation's page also asks for the other member's profile.
    http.get('*/api/member.php', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const other = current.find((summary) => summary.profile.id === id)?.profile;
      return memberAnswer(aProfile({ id, name: other?.name ?? 'Someone' }));
    }),
  );
  return (next: ChatSummary[]) => (current = next);
}

/** A page of GET /api/messages.php. */
export const page = (
  messages: Message[],
  extra: Partial<MessagesResponse> = {},
): MessagesResponse => ({
  messages,
  has_more: false,
  history_limited: false,
  other_read_up_to: null,
  request: null,
  ...extra,
});

export const loggedIn = {
  auth: { user: aUser() },
  site: { settings: someSettings({ message_length: 20 }) },
} as never;

export const routes = [
  { path: '/chats', element: <ChatsPage /> },
  { path: '/chats/:id', element: <ConversationPage /> },
  { path: '/members/:id/chat', element: <MemberChatPage /> },
  { path: '/credits', element: <p>credits page</p> },
];

export const messages: Message[] = [
  {
    id: 10,
    conversation_id: 1,
    from_me: false,
    text: 'Hi <b>there</b>',
    attachment: null,
    sent_at: '2026-11-20T10:00:00.000Z',
    client_id: null,
    lang: 'nl',
  },
  {
    id: 11,
    conversation_id: 1,
    from_me: true,
    text: 'Hello!',
    attachment: null,
    sent_at: '2026-11-20T10:01:00.000Z',
    client_id: 'c1-aaaaaaaa',
    lang: 'en',
  },
].map((message) => messageSchema.parse(message));
