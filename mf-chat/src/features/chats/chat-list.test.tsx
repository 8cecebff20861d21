import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiErrorAnswer, renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, routes, server, serveChats } from './chats.fixtures';

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
