import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aUser, renderWithRouter, setupI18n, setupMsw, someSettings } from '@app/shared/testing';
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
    expect(await screen.findByRole('switch', { name: 'Someone likes me' })).not.toBeChecked();
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
    expect(await screen.findByRole('switch', { name: 'New messages' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'E-mails are stopped' })).toBeNull();
  });
});
