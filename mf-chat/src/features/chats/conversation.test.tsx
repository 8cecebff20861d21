import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiErrorAnswer, renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, messages, page, routes, server, serveChats } from './chats.fixtures';

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

  it('a conversation that is gone (the other member blocked this one) says so quietly: no retry, no composer, off the list (issue 49 §8)', async () => {
    const setChats = serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () => {
        // The block took it off the list too: the list is read again.
        setChats([]);
        return apiErrorAnswer(404, 'not_found');
      }),
    );
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    const gone = await screen.findByRole('status');
    expect(gone).toHaveTextContent('This conversation is no longer available.');
    expect(within(gone).getByRole('link', { name: 'Back to the conversations' })).toHaveAttribute(
      'href',
      '/chats',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Eva/ })).toBeNull());
  });
});
