import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Message } from '@app/shared/contracts';
import { renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, page, routes, server, serveChats } from './chats.fixtures';

/**
 * Signed links as the server issues them (issue 29 §4): a chat photo is shown only through
 * them; `?message=` for a message's photo, `?photo=` for one's own upload.
 */
const photoLinks = () =>
  http.get('*/api/photo-links.php', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const which = query.get('message') ? `m${query.get('message')}` : `p${query.get('photo')}`;
    return HttpResponse.json({
      url: `/api/photo.php?t=full-${which}`,
      thumb_url: `/api/photo.php?t=thumb-${which}`,
      blur_url: `/api/photo.php?t=blur-${which}`,
      expires_at: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
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
    await user.click(await screen.findByRole('button', { name: 'Send a rose 5 credits' }));
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
    await user.click(await screen.findByRole('button', { name: 'GIF · 1 credit' }));
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

  it('uploads a chosen photo, waits for its check, is told it will arrive blurred, sends it', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let sent: Record<string, unknown> | null = null;
    const photo = {
      id: 31,
      filename: 'chat-abc.webp',
      thumb_filename: 'chat-abc-thumb.webp',
      width: 900,
      height: 600,
      checked: false,
      sensitive: false,
    };
    let checks = 0;
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
      http.post('*/api/chat-photos.php', () => HttpResponse.json({ photo })),
      photoLinks(),
      // Issue 29 §2: the nudity check is done on the second question.
      http.get('*/api/chat-photos.php', ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('31');
        checks += 1;
        return HttpResponse.json({
          photo: { ...photo, checked: checks > 1, sensitive: checks > 1 },
        });
      }),
      http.post('*/api/messages.php', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const { id: _id, checked: _checked, ...files } = photo;
        return HttpResponse.json(
          sentAnswer(sent, {
            type: 'photo',
            ...files,
            sensitive: true,
            blur_filename: 'chat-abc-blur.webp',
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    await user.click(await screen.findByRole('button', { name: 'Photo · 2 credits' }));
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }),
    );
    const send = await screen.findByRole('button', { name: 'Send the photo' });
    // The preview comes through its own signed link.
    expect(await screen.findByRole('img', { name: 'The photo you chose' })).toHaveAttribute(
      'src',
      '/api/photo.php?t=thumb-p31',
    );
    // Not before the check says how it will arrive.
    expect(send).toBeDisabled();
    expect(screen.getByText('Checking the photo…')).toBeVisible();
    expect(
      await screen.findByText(
        'This photo may contain nudity: it will arrive blurred, and they choose whether to see it.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(send).toBeEnabled();
    // Checked: the picker stops asking.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(checks).toBe(2);
    await user.click(send);
    // The sender sees their own photo, and that it went blurred.
    expect(await screen.findByRole('img', { name: 'Photo in the conversation' })).toBeVisible();
    expect(screen.getByText(/^Sent blurred/)).toBeVisible();
    expect(sent).toMatchObject({ conversation: 1, photo: 31 });
  });

  it('shows a photo that may contain nudity blurred, with view, report and block', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    const received: Message = {
      id: 60,
      conversation_id: 1,
      from_me: false,
      text: '',
      attachment: {
        type: 'photo',
        filename: 'chat-xyz.webp',
        thumb_filename: 'chat-xyz-thumb.webp',
        width: 900,
        height: 600,
        sensitive: true,
        blur_filename: 'chat-xyz-blur.webp',
      },
      sent_at: '2026-11-20T11:00:00.000Z',
      client_id: null,
      lang: 'en',
    };
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([received]))),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
      photoLinks(),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('This photo may contain nudity.')).toBeVisible();
    // Only the blurred copy is loaded until the member chooses.
    expect(within(list).queryByRole('img', { name: 'Photo in the conversation' })).toBeNull();
    expect(await within(list).findByRole('button', { name: 'View the photo' })).toBeVisible();
    expect(list.querySelector('img[src="/api/photo.php?t=blur-m60"]')).not.toBeNull();
    expect(list.querySelector('img[src="/api/photo.php?t=thumb-m60"]')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Report' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Block' })).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'View the photo' }));
    expect(within(list).getByRole('img', { name: 'Photo in the conversation' })).toHaveAttribute(
      'src',
      '/api/photo.php?t=thumb-m60',
    );
    expect(within(list).queryByText('This photo may contain nudity.')).toBeNull();
  });
});
