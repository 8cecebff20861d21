import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aUser, renderWithRouter, someSettings } from '@app/shared/testing';
import '../../i18n';
import { chat, page, routes, server, serveChats } from './chats.fixtures';

/** A member with this balance, premium or not, on a site whose message costs 1 credit. */
const member = (credits: number, paid = false) =>
  ({
    auth: { user: aUser({ credits, paid_user: paid }) },
    site: { settings: someSettings({ message_length: 200 }) },
  }) as never;

const allowance = (left: number | null) =>
  server.use(
    http.get('*/api/chat-allowance.php', () =>
      HttpResponse.json({ free_conversations_left: left }),
    ),
  );

/** The gift catalogue: a rose and a teddy at these prices. */
const giftsCosting = (rose: number, teddy: number) =>
  http.get('*/api/gifts.php', () =>
    HttpResponse.json({
      gifts: [
        { id: 'rose', image: '/media/gifts/rose.svg', credits: rose },
        { id: 'teddy', image: '/media/gifts/teddy.svg', credits: teddy },
      ],
    }),
  );

// Issue 25 §2: what a send costs and the free members' rule, said before the server refuses.
describe('costs before they bite', () => {
  it('says what a message costs and the balance, and what gifts and photos cost', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      giftsCosting(3, 8),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: member(4) });
    expect(await screen.findByTestId('composer-cost')).toHaveTextContent(
      '1 credit · you have 4 left',
    );
    expect(screen.getByRole('button', { name: 'Photo · 2 credits' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gift' }));
    // The teddy costs more than the balance: it cannot be sent. Some gifts still can: no
    // line about buying credits.
    const teddy = await screen.findByRole('button', { name: /teddy/i });
    expect(teddy).toBeDisabled();
    expect(screen.getByRole('button', { name: /rose/i })).toBeEnabled();
    expect(screen.queryByTestId('gifts-unaffordable')).toBeNull();
  });

  it('with too few credits for any gift, says so once with the way to buy, not on every tile (issue 49 §11)', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      giftsCosting(5, 8),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: member(2) });
    await user.click(await screen.findByRole('button', { name: 'Gift' }));
    const short = await screen.findByTestId('gifts-unaffordable');
    expect(short).toHaveTextContent('You have 2 credits; gifts start at 5 credits.');
    expect(within(short).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    const tiles = within(screen.getByRole('list', { name: 'Send a gift' })).getAllByRole('button');
    expect(tiles.every((tile) => (tile as HTMLButtonElement).disabled)).toBe(true);
    // Each tile is named by what it shows (axe's label-content-name-mismatch).
    expect(tiles[0]).toHaveAccessibleName('Send a rose 5 credits');
    expect(screen.queryByText('Not enough credits')).toBeNull();
  });

  it('with no credits for a message, says so and offers credits instead of a refusal', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(http.get('*/api/messages.php', () => HttpResponse.json(page([]))));
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: member(0) });
    const rule = await screen.findByTestId('composer-rule');
    expect(rule).toHaveTextContent('A message costs 1 credit and you have 0.');
    expect(within(rule).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("says the free members' rule before a first message, and offers premium once it is used", async () => {
    serveChats([]);
    allowance(1);
    const view = renderWithRouter(routes, {
      initialPath: '/members/55/chat',
      preloadedState: member(10),
    });
    const cost = await screen.findByTestId('composer-cost');
    await waitFor(() =>
      expect(cost).toHaveTextContent(
        '1 credit · you have 10 left · Free members can start 2 conversations — 1 left',
      ),
    );
    view.unmount();

    allowance(0);
    renderWithRouter(routes, { initialPath: '/members/55/chat', preloadedState: member(10) });
    const rule = await screen.findByTestId('composer-rule');
    expect(rule).toHaveTextContent(
      'Free members can start 2 conversations, and you have started yours. Premium members write to anyone.',
    );
    expect(within(rule).getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('a premium member is told no rule; a refusal from the server offers the right way past', async () => {
    serveChats([]);
    allowance(null);
    server.use(
      http.post('*/api/messages.php', () =>
        HttpResponse.json(
          { error: { code: 'premium_required', message: 'Premium-only feature.' } },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/members/55/chat', preloadedState: member(10, true) });
    const cost = await screen.findByTestId('composer-cost');
    await waitFor(() => expect(cost).toHaveTextContent('1 credit · you have 10 left'));
    expect(cost).not.toHaveTextContent('Free members');
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Free members can start 2 conversations');
    expect(within(alert).getByRole('link', { name: 'Get Premium' })).toBeVisible();
  });
});
