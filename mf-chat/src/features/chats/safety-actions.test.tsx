import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, page, routes, server, serveChats } from './chats.fixtures';

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
    const blocked: unknown[] = [];
    server.use(
      http.post('*/api/report.php', async ({ request }) => {
        reported = await request.json();
        return HttpResponse.json({ ok: true });
      }),
      http.post('*/api/block.php', async ({ request }) => {
        blocked.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    // The report form loads as it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Report Eva' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose what is wrong.');
    await user.click(within(dialog).getByLabelText('Spam or advertising'));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
    expect(reported).toEqual({ profile: 101, reason: 'spam' });
    // For an answer from a person, the complaints form about this member is one step away.
    expect(
      within(dialog).getByRole('link', { name: 'File a complaint about Eva' }),
    ).toHaveAttribute('href', '/complaints?member=101');
    // A report ends with "Also block?" (issue 25 §2), and its Block blocks: not asked twice
    // (issue 49 §8).
    expect(dialog).toHaveTextContent('Do you also want to block Eva?');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(blocked).toEqual([{ profile: 101 }]);
    expect(screen.queryByRole('dialog', { name: 'Block Eva?' })).toBeNull();
  });
});
