import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  aUser,
  installFakePushBrowser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  type FakePushBrowser,
} from '@app/shared/testing';
import { checkPush } from '@app/shared';
import { NotificationsPage } from './notifications-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

function renderPage(notifications: object, updates: object[] = []) {
  let current = notifications;
  server.use(
    http.get('*/api/notifications.php', () => HttpResponse.json({ notifications: current })),
    http.put('*/api/notifications.php', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      current = {
        ...current,
        ...(body.disabled ? { disabled: body.disabled } : {}),
        ...(body.email_enabled ? { email_disabled_reason: null } : {}),
      };
      return HttpResponse.json({ notifications: current });
    }),
    http.get('*/api/user.php', () => HttpResponse.json({ user: aUser() })),
  );
  return renderWithRouter([{ path: '/', element: <NotificationsPage /> }], {
    preloadedState: {
      site: { settings: someSettings({ support_email: 'help@amora.test' }) },
      auth: { user: aUser() },
    } as never,
  });
}

describe('notification settings', () => {
  it('lists the 8 kinds and switches one off', async () => {
    const updates: object[] = [];
    const user = userEvent.setup();
    renderPage({ disabled: ['news'], email_disabled_reason: null }, updates);
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(8);
    expect(screen.getByRole('switch', { name: 'News about the site' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Someone likes me' }));
    expect(updates).toEqual([{ disabled: ['news', 'like'] }]);
    // Off once the saved list is back (the switch waits, disabled, meanwhile).
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Someone likes me' })).not.toBeChecked(),
    );
  });

  it.each([
    ['fbl', /marked as spam\. Write to help@amora\.test/],
    ['bounce', /could not be delivered/],
    ['listunsubscribe', /you unsubscribed/],
  ])('says why e-mail stopped (%s) and turns it back on', async (reason, text) => {
    const updates: object[] = [];
    const user = userEvent.setup();
    renderPage({ disabled: [], email_disabled_reason: reason }, updates);
    const stopped = await screen.findByRole('region', { name: 'E-mails are stopped' });
    expect(stopped).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Send me e-mails again' }));
    expect(updates).toEqual([{ email_enabled: true }]);
    // The notice goes once the answer is in (the switches were there all along: waiting for
    // them raced the answer).
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'E-mails are stopped' })).toBeNull(),
    );
    expect(screen.getByRole('switch', { name: 'New messages' })).toBeVisible();
  });
});

describe('push on this device', () => {
  let browser: FakePushBrowser | null = null;
  afterEach(() => browser?.uninstall());
  const KEY =
    'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

  async function renderWithPush() {
    const calls: Array<{ method: string; body: unknown }> = [];
    server.use(
      http.get('*/api/notifications.php', () =>
        HttpResponse.json({ notifications: { disabled: [], email_disabled_reason: null } }),
      ),
      http.all('*/api/user.php', async ({ request }) => {
        if (request.method === 'GET') return HttpResponse.json({ user: aUser() });
        calls.push({ method: request.method, body: await request.json() });
        return HttpResponse.json({ ok: true });
      }),
    );
    const view = renderWithRouter([{ path: '/', element: <NotificationsPage /> }], {
      preloadedState: {
        site: { settings: someSettings({ push_public_key: KEY }) },
        auth: { user: aUser() },
      } as never,
    });
    await act(() => view.store.dispatch(checkPush()));
    return { ...view, calls };
  }

  it('turns push on and off for this browser', async () => {
    browser = installFakePushBrowser();
    const user = userEvent.setup();
    const { calls } = await renderWithPush();
    expect(screen.getByText('Off for this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('On for this device.')).toBeInTheDocument();
    const endpoint =
      calls[0] && (calls[0].body as { subscription: { endpoint: string } }).subscription.endpoint;
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off for this device.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', body: { subscription: expect.objectContaining({ endpoint }) } },
      { method: 'DELETE', body: { endpoint } },
    ]);
    expect(browser.subscription).toBeNull();
  });

  it('says why it cannot: blocked in the browser, or a browser without push', async () => {
    browser = installFakePushBrowser({ permission: 'denied' });
    (await renderWithPush()).unmount();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
    browser.uninstall();
    browser = null;
    await renderWithPush();
    expect(screen.getByText(/This browser cannot show notifications/)).toBeInTheDocument();
  });
});
