import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messageRequestsResponseSchema, type MessageRequestsResponse } from '@app/shared/contracts';
import { renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, messages, page, routes, server, serveChats } from './chats.fixtures';

// Issue 29 §1: the requests tab lists first messages waiting for consent; the recipient accepts
// (the conversation opens), declines, or blocks (declined first, so the credits go back).
const requests = (conversation: number): MessageRequestsResponse =>
  messageRequestsResponseSchema.parse({
    requests: [
      {
        conversation: { id: conversation },
        profile: {
          id: 301,
          name: 'Noor',
          age: 29,
          city: 'Utrecht',
          main_image: null,
          verified: true,
        },
        message: {
          ...messages[0],
          id: 90,
          conversation_id: conversation,
          text: 'Hi, fellow cyclist!',
        },
        expires_at: '2026-12-04T10:00:00.000Z',
      },
    ],
    who_may_write: 'everyone',
  });

function serveRequests() {
  const decisions: unknown[] = [];
  const blocks: unknown[] = [];
  let waiting = requests(7);
  server.use(
    http.get('*/api/message-requests.php', () => HttpResponse.json(waiting)),
    http.put('*/api/message-requests.php', async ({ request }) => {
      const body = (await request.json()) as { decision: string };
      decisions.push(body);
      waiting = { ...waiting, requests: [] };
      return HttpResponse.json({ status: body.decision === 'accept' ? 'accepted' : 'declined' });
    }),
    http.post('*/api/block.php', async ({ request }) => {
      blocks.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
  );
  return { decisions, blocks };
}

describe('message requests', () => {
  it('lists a request with who wrote and what; accepting opens the conversation', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    const { decisions } = serveRequests();
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, {
      initialPath: '/chats',
      preloadedState: loggedIn,
    });
    // The tab says how many wait.
    const tab = await screen.findByRole('link', { name: /Requests\s*1 waiting/ });
    await user.click(tab);
    const list = await screen.findByRole('list', { name: 'Message requests' });
    expect(within(list).getByText('Noor, 29')).toBeVisible();
    expect(within(list).getByTitle('Verified photos')).toBeVisible();
    expect(within(list).getByText('Hi, fellow cyclist!')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Accept and reply to Noor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/7'));
    expect(decisions).toEqual([{ conversation: 7, decision: 'accept' }]);
  });

  it('blocking declines first (the credits go back), then blocks', async () => {
    serveChats([]);
    const { decisions, blocks } = serveRequests();
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats?tab=requests', preloadedState: loggedIn });
    await user.click(await screen.findByRole('button', { name: 'Block Noor' }));
    await waitFor(() => expect(blocks).toEqual([{ profile: 301 }]));
    expect(decisions).toEqual([{ conversation: 7, decision: 'decline' }]);
    expect(await screen.findByText(/No message requests/)).toBeVisible();
  });

  it('the sender of a request waits, without a composer, told the credits are held', async () => {
    serveChats([{ ...chat({ id: 7, name: 'Noor' }), request_status: 'pending' }]);
    server.use(
      http.get('*/api/messages.php', () =>
        HttpResponse.json(
          page([{ ...messages[1]!, conversation_id: 7 }], {
            request: { status: 'pending', from_me: true, held_until: null },
          }),
        ),
      ),
    );
    renderWithRouter(routes, { initialPath: '/chats/7', preloadedState: loggedIn });
    expect(
      // The site's message costs 1 credit: said in the singular (issue 49 §12: "Its 1 credits").
      await screen.findByText(
        /Waiting for Noor to accept your message\. Its 1 credit is held, not spent: you get it back/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('request-held')).toBeNull();
  });

  it('a request from a new account, held by the quarantine, says until when, why, and that verifying sends it now (issue 49 §1)', async () => {
    const heldUntil = '2026-12-01T14:05:00.000Z';
    serveChats([{ ...chat({ id: 7, name: 'Noor' }), request_status: 'pending' }]);
    server.use(
      http.get('*/api/messages.php', () =>
        HttpResponse.json(
          page([{ ...messages[1]!, conversation_id: 7 }], {
            request: { status: 'pending', from_me: true, held_until: heldUntil },
          }),
        ),
      ),
    );
    renderWithRouter(routes, { initialPath: '/chats/7', preloadedState: loggedIn });
    const held = await screen.findByTestId('request-held');
    const when = new Date(heldUntil).toLocaleString('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(held).toHaveTextContent(
      `Your message will reach Noor on ${when}: first messages from new accounts wait a while`,
    );
    expect(
      within(held).getByRole('link', { name: 'Verify your photos to send it now.' }),
    ).toHaveAttribute('href', '/profile#verification');
    // The credits are said as before.
    expect(screen.getByText(/Its 1 credit is held, not spent/)).toBeVisible();
  });
});
