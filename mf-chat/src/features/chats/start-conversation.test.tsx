import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aProfile, memberAnswer, renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, page, routes, server, serveChats } from './chats.fixtures';

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
