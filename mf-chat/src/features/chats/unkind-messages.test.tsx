import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiErrorAnswer, renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, messages, page, routes, server, serveChats } from './chats.fixtures';

// Issue 29 §1: "Are you sure?" before a message with hurtful words goes (the text kept), and
// "Does this bother you?" with report and block beside such a message received.
describe('unkind messages', () => {
  it('asks "Are you sure?", keeps the text, and sends it only when confirmed', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.post('*/api/messages.php', async ({ request }) => {
        const body = (await request.json()) as { unkind_confirmed?: true; text: string };
        sent.push(body);
        if (!body.unkind_confirmed) return apiErrorAnswer(409, 'message_unkind');
        return HttpResponse.json({
          message: { ...messages[1], id: 50, text: body.text, unkind: true },
          credits: 24,
          request_pending: false,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    const box = await screen.findByLabelText('Your message');
    await user.type(box, 'You idiot{Enter}');
    const asked = await screen.findByRole('alert');
    expect(within(asked).getByText('Are you sure?')).toBeVisible();
    expect(box).toHaveValue('You idiot');
    // Changing it: the question goes, the text stays to edit.
    await user.click(within(asked).getByRole('button', { name: 'Change my message' }));
    expect(screen.queryByText('Are you sure?')).toBeNull();
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent).toEqual([
      expect.objectContaining({ text: 'You idiot' }),
      expect.objectContaining({ text: 'You idiot' }),
      expect.objectContaining({ text: 'You idiot', unkind_confirmed: true }),
    ]);
    // One message: the retries kept their client id.
    expect(new Set(sent.map((body) => (body as { client_id: string }).client_id)).size).toBe(1);
  });

  it('asks the recipient "Does this bother you?" with report and block', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () =>
        HttpResponse.json(page([{ ...messages[0]!, text: 'You idiot', unkind: true }])),
      ),
    );
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Does this bother you?')).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Report' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Block' })).toBeVisible();
  });
});
