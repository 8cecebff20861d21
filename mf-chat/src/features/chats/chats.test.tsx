import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applyServerEvent, liveEventReceived } from '@app/shared';
import type { ChatSummary } from '@app/shared/contracts';
import type { Message, MessagesResponse } from '@app/shared/contracts';
import {
  aProfile,
  apiErrorAnswer,
  aUser,
  memberAnswer,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';
import { ChatsPage, ConversationPage, MemberChatPage } from './chat-pages';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'chat']));

const chat = (
  overrides: Partial<ChatSummary> & { id: number; name: string; unread?: number },
): ChatSummary => ({
  conversation: { id: overrides.id },
  profile: { id: overrides.id + 100, name: overrides.name, main_image: null, deleted: false },
  num_unread_messages: overrides.unread ?? 0,
  last_message: {
    text: `last from ${overrides.name}`,
    sent_at: '2026-11-20T10:00:00.000Z',
    from_me: false,
    attachment_type: null,
    lang: 'fr',
  },
  ...overrides,
});

function serveChats(chats: ChatSummary[]) {
  let current = chats;
  server.use(
    http.get('*/api/chats.php', () => HttpResponse.json({ chats: current })),
    http.get('*/api/user.php', () => HttpResponse.json({ user: aUser() })),
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
const page = (messages: Message[], extra: Partial<MessagesResponse> = {}): MessagesResponse => ({
  messages,
  has_more: false,
  history_limited: false,
  other_read_up_to: null,
  ...extra,
});

const loggedIn = {
  auth: { user: aUser() },
  site: { settings: someSettings({ message_length: 20 }) },
} as never;

const routes = [
  { path: '/chats', element: <ChatsPage /> },
  { path: '/chats/:id', element: <ConversationPage /> },
  { path: '/members/:id/chat', element: <MemberChatPage /> },
  { path: '/credits', element: <p>credits page</p> },
];

describe('/chats', () => {
  it('lists conversations with their last message and unread count', async () => {
    serveChats([chat({ id: 1, name: 'Eva', unread: 3 }), chat({ id: 2, name: 'Tom' })]);
    renderWithRouter(routes, { initialPath: '/chats', preloadedState: loggedIn });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const eva = within(list).getByRole('link', { name: /Eva/ });
    expect(eva).toHaveAttribute('href', '/chats/1');
    expect(eva).toHaveTextContent('last from Eva');
    // The member's words keep the language they were written in; the list's own words do not.
    expect(within(eva).getByText('last from Eva')).toHaveAttribute('lang', 'fr');
    expect(eva).toHaveTextContent('3 unread messages');
  });

  it('removes a chat at once, and on failure alerts and shows it again', async () => {
    const setChats = serveChats([chat({ id: 1, name: 'Eva' }), chat({ id: 2, name: 'Tom' })]);
    let removed: unknown = null;
    server.use(
      http.delete('*/api/chat.php', async ({ request }) => {
        removed = await request.json();
        setChats([chat({ id: 2, name: 'Tom' })]);
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(routes, {
      initialPath: '/chats',
      preloadedState: loggedIn,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove the conversation with Eva' }),
    );
    expect(screen.queryByRole('link', { name: /Eva/ })).toBeNull();
    expect(removed).toEqual({ conversation: 1 });
    unmount();

    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(http.delete('*/api/chat.php', () => apiErrorAnswer(500, 'internal_error')));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithRouter(routes, { initialPath: '/chats', preloadedState: loggedIn });
    await user.click(
      await screen.findByRole('button', { name: 'Remove the conversation with Eva' }),
    );
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('An error occured, please try again later.'),
    );
    expect(await screen.findByRole('link', { name: /Eva/ })).toBeVisible();
    alert.mockRestore();
  });
});

const messages: Message[] = [
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
];

describe('a conversation', () => {
  it('shows messages as text, and reading it drops the unread count everywhere at once', async () => {
    const setChats = serveChats([chat({ id: 1, name: 'Eva', unread: 2 })]);
    let readBody: unknown = null;
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page(messages))),
      http.put('*/api/chat.php', async ({ request }) => {
        readBody = await request.json();
        setChats([chat({ id: 1, name: 'Eva', unread: 0 })]);
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Hi <b>there</b>')).toBeVisible();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText('Hi <b>there</b>')).toHaveAttribute('lang', 'nl');
    await waitFor(() => expect(readBody).toEqual({ conversation: 1, read_up_to: 11 }));
    const conversations = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() =>
      expect(within(conversations).getByRole('link', { name: /Eva/ })).not.toHaveTextContent(
        'unread',
      ),
    );
  });

  it('keeps the draft when credits run out, with a way to buy some', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    const sent: Array<{ body: unknown; key: string | null }> = [];
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page(messages))),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
      http.post('*/api/messages.php', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return apiErrorAnswer(402, 'not_enough_credits');
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    const box = await screen.findByLabelText('Your message');
    await user.type(box, 'See you at eight{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough credits.');
    expect(box).toHaveValue('See you at eight');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    const [first] = sent;
    expect(first?.body).toMatchObject({ conversation: 1, text: 'See you at eight' });
    expect(first?.key).toBe((first?.body as { client_id: string }).client_id);
    // The site's message_length (20) bounds the box, with a counter.
    expect(box).toHaveAttribute('maxLength', '20');
    expect(screen.getByText('16 / 20')).toBeVisible();
  });
});

describe('writing from a profile', () => {
  it('opens the existing conversation with that member', async () => {
    serveChats([chat({ id: 7, name: 'Eva' })]);
    server.use(http.get('*/api/messages.php', () => HttpResponse.json(page([]))));
    const { router } = renderWithRouter(routes, {
      initialPath: '/members/107/chat',
      preloadedState: loggedIn,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/7'));
  });

  it('starts a conversation with the first message', async () => {
    serveChats([]);
    server.use(
      http.get('*/api/member.php', () => memberAnswer(aProfile({ id: 55, name: 'Lena' }))),
      http.post('*/api/messages.php', async ({ request }) => {
        const body = (await request.json()) as { client_id: string };
        return HttpResponse.json({
          message: {
            id: 1,
            conversation_id: 9,
            from_me: true,
            text: 'Hi',
            attachment: null,
            sent_at: '2026-11-20T10:00:00.000Z',
            client_id: body.client_id,
          },
          credits: 4,
        });
      }),
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, {
      initialPath: '/members/55/chat',
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('heading', { name: 'Write to Lena' })).toBeVisible();
    await user.type(screen.getByLabelText('Your message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/9'));
  });
});

describe('block and report', () => {
  const serveConversation = () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    );
  };

  it('blocks after the dialog confirms, and leaves the conversation', async () => {
    serveConversation();
    let blocked: unknown = null;
    server.use(
      http.post('*/api/block.php', async ({ request }) => {
        blocked = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Eva?' });
    expect(dialog).toHaveTextContent('Eva will no longer see your profile');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(blocked).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(blocked).toEqual({ profile: 101 });
  });

  it('reports with a reason', async () => {
    serveConversation();
    let reported: unknown = null;
    server.use(
      http.post('*/api/report.php', async ({ request }) => {
        reported = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Eva' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong.');
    await user.click(within(dialog).getByLabelText('Spam or advertising'));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
    expect(reported).toEqual({ profile: 101, reason: 'spam' });
    // For an answer from a person, the complaints form about this member is one step away.
    expect(
      within(dialog).getByRole('link', { name: 'File a complaint about Eva' }),
    ).toHaveAttribute('href', '/complaints?member=101');
  });
});

describe('typing', () => {
  it('shows the other member typing from a live event, and tells them when one types', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let signals = 0;
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.post('*/api/typing.php', () => {
        signals += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    await screen.findByLabelText('Your message');
    expect(screen.queryByText('Eva is typing…')).toBeNull();
    act(() => {
      store.dispatch(liveEventReceived({ type: 'typing', conversationId: 1, memberId: 101 }));
    });
    expect(await screen.findByText('Eva is typing…')).toBeVisible();
    // Another conversation's typing shows nothing here.
    act(() => {
      store.dispatch(liveEventReceived({ type: 'typing', conversationId: 2, memberId: 102 }));
    });
    await user.type(screen.getByLabelText('Your message'), 'Hello there');
    // Eleven keystrokes within a few hundred milliseconds: one signal.
    await waitFor(() => expect(signals).toBe(1));
    // Their message arrives: they are no longer typing.
    act(() => {
      store.dispatch(
        applyServerEvent({
          type: 'message',
          conversationId: 1,
          message: { ...messages[0]!, id: 30, text: 'Here I am' },
        }),
      );
    });
    expect(await screen.findByText('Here I am')).toBeVisible();
    expect(screen.queryByText('Eva is typing…')).toBeNull();
  });
});

describe('gifts, photos and GIFs', () => {
  const sentAnswer = (body: Record<string, unknown>, attachment: Message['attachment']) => ({
    message: {
      id: 50,
      conversation_id: 1,
      from_me: true,
      text: '',
      attachment,
      sent_at: '2026-11-20T11:00:00.000Z',
      client_id: body.client_id as string,
    },
    credits: 20,
  });

  it('sends a gift from the catalogue, shows it from the answer and the new balance', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let messageReads = 0;
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/messages.php', () => {
        messageReads += 1;
        return HttpResponse.json(page([]));
      }),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
      http.get('*/api/gifts.php', () =>
        HttpResponse.json({
          gifts: [
            { id: 'rose', image: '/media/gifts/rose.svg', credits: 5 },
            { id: 'teddy', image: '/media/gifts/teddy.svg', credits: 5 },
          ],
        }),
      ),
      http.post('*/api/messages.php', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          sentAnswer(sent, { type: 'gift', gift: 'rose', image: '/media/gifts/rose.svg' }),
        );
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    await user.click(await screen.findByRole('button', { name: 'Gift' }));
    await user.click(await screen.findByRole('button', { name: 'Send a rose for 5 credits' }));
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Sent a rose')).toBeVisible();
    expect(sent).toMatchObject({ conversation: 1, gift: 'rose' });
    expect(store.getState().auth.user?.credits).toBe(20);
    // The panel closes; the conversation was not fetched again.
    expect(screen.queryByRole('region', { name: 'Send a gift' })).toBeNull();
    expect(messageReads).toBe(1);
    // The list shows what the last message carried.
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', {
        name: /Eva/,
      }),
    ).toHaveTextContent('You: 🎁 Gift');
  });

  it('searches GIFs as the member types and sends the one clicked', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    const searches: string[] = [];
    let sent: Record<string, unknown> | null = null;
    const wave = {
      id: 'b-wave',
      title: 'Waving hand',
      url: '/media/gifs/b-wave.gif',
      preview_url: '/media/gifs/b-wave-preview.gif',
      width: 240,
      height: 240,
    };
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
      http.get('*/api/gifs.php', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searches.push(q);
        return HttpResponse.json({ gifs: q === 'zzz' ? [] : [wave], source: 'bundled' });
      }),
      http.post('*/api/messages.php', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(sentAnswer(sent, { type: 'gif', ...wave }));
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    await user.click(await screen.findByRole('button', { name: 'GIF' }));
    await user.type(screen.getByLabelText('Search GIFs'), 'zzz');
    expect(await screen.findByText('No GIFs found. Try other words.')).toBeVisible();
    await user.clear(screen.getByLabelText('Search GIFs'));
    await user.type(screen.getByLabelText('Search GIFs'), 'hello');
    await user.click(await screen.findByRole('button', { name: 'Send the GIF Waving hand' }));
    expect(await screen.findByRole('img', { name: 'GIF: Waving hand' })).toBeVisible();
    expect(sent).toMatchObject({ conversation: 1, gif: 'b-wave' });
    // Debounced: not one request per keystroke.
    expect(searches).toEqual(['', 'zzz', 'hello']);
  });

  it('uploads a chosen photo, then sends it', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let sent: Record<string, unknown> | null = null;
    const photo = {
      id: 31,
      filename: 'chat-abc.webp',
      thumb_filename: 'chat-abc-thumb.webp',
      width: 900,
      height: 600,
    };
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
      http.post('*/api/chat-photos.php', () => HttpResponse.json({ photo })),
      http.post('*/api/messages.php', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(sentAnswer(sent, { type: 'photo', ...photo }));
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    await user.click(await screen.findByRole('button', { name: 'Photo' }));
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send the photo' }));
    expect(await screen.findByRole('img', { name: 'Photo in the conversation' })).toBeVisible();
    expect(sent).toMatchObject({ conversation: 1, photo: 31 });
  });
});

describe('live events', () => {
  it('adds a message and a read receipt from events, without asking the server again', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let messageReads = 0;
    let chatReads = 0;
    server.use(
      http.get('*/api/messages.php', () => {
        messageReads += 1;
        return HttpResponse.json(page([messages[1]!]));
      }),
      http.get('*/api/chats.php', () => {
        chatReads += 1;
        return HttpResponse.json({ chats: [chat({ id: 1, name: 'Eva' })] });
      }),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    );
    const { store } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Hello!');
    expect(within(list).queryByText(/Seen/)).toBeNull();
    act(() => {
      store.dispatch(
        applyServerEvent({ type: 'read', conversationId: 1, readUpTo: 11, byMe: false }),
      );
    });
    expect(await within(list).findByText(/Seen/)).toBeVisible();
    act(() => {
      store.dispatch(
        applyServerEvent({
          type: 'message',
          conversationId: 1,
          message: {
            id: 12,
            conversation_id: 1,
            from_me: false,
            text: 'Are you free tonight?',
            attachment: null,
            sent_at: '2026-11-20T12:00:00.000Z',
            client_id: null,
            lang: null,
          },
        }),
      );
    });
    expect(await within(list).findByText('Are you free tonight?')).toBeVisible();
    const conversations = screen.getByRole('list', { name: 'Conversations' });
    // The list follows the same event; on a busy machine a render later than the conversation.
    await waitFor(() =>
      expect(within(conversations).getByRole('link', { name: /Eva/ })).toHaveTextContent(
        'Are you free tonight?',
      ),
    );
    // Open and read: not counted unread in the list meanwhile.
    expect(within(conversations).getByRole('link', { name: /Eva/ })).not.toHaveTextContent(
      'unread',
    );
    expect(messageReads).toBe(1);
    // Reading the new message did not load the whole list again.
    expect(chatReads).toBe(1);
  });

  it('says when the site no longer shows older messages', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () =>
        HttpResponse.json(page([messages[1]!], { history_limited: true })),
      ),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    );
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    expect(
      await screen.findByText('Chat history: older messages no longer visible.'),
    ).toBeVisible();
  });
});
