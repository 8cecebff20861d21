import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiErrorAnswer, renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, routes, server, serveChats } from './chats.fixtures';
import { lastChatOpened, rememberChatOpened } from './last-opened';

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

  it('removes a chat once the member confirms, and on failure alerts and shows it again', async () => {
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
    // It asks first; keeping it changes nothing.
    const ask = screen.getByRole('dialog', { name: 'Remove the conversation with Eva?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(removed).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove the conversation with Eva' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the conversation with Eva?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /Eva/ })).toBeNull());
    expect(removed).toEqual({ conversation: 1 });
    unmount();

    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(http.delete('*/api/chat.php', () => apiErrorAnswer(500, 'internal_error')));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithRouter(routes, { initialPath: '/chats', preloadedState: loggedIn });
    await user.click(
      await screen.findByRole('button', { name: 'Remove the conversation with Eva' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('An error occured, please try again later.'),
    );
    expect(await screen.findByRole('link', { name: /Eva/ })).toBeVisible();
    alert.mockRestore();
  });
});

describe('the desktop pane beside the list (spec §3 last_chat_opened_profile)', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers the conversation last opened in this visit, or says to choose one', async () => {
    serveChats([chat({ id: 1, name: 'Eva' }), chat({ id: 2, name: 'Tom' })]);
    const first = renderWithRouter(routes, { initialPath: '/chats', preloadedState: loggedIn });
    const pane = await screen.findByRole('complementary', { name: 'Conversation' });
    expect(pane).toHaveTextContent('Choose a conversation to read it.');
    first.unmount();

    rememberChatOpened(2, 22);
    renderWithRouter(routes, { initialPath: '/chats', preloadedState: loggedIn });
    const back = await screen.findByRole('link', { name: 'Back to Tom' });
    expect(back).toHaveAttribute('href', '/chats/2');
    expect(lastChatOpened()).toMatchObject({ conversationId: 2, profileId: 22 });
  });
});
