import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectUser } from '@app/shared';
import {
  apiErrorAnswer,
  aUser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';
import { SettingsPage } from './settings-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const company = {
  name: 'Amora BV',
  address: 'Street 1',
  kvk: '1',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: [],
  support_phone: '0201234567',
  delete_discount: 30,
  added: '2024-01-01T00:00:00.000Z',
};

// Nobody blocked and this browser alone, unless a test says otherwise (its handlers come after).
const thisBrowser = {
  id: 1,
  device: 'Firefox 133 on Linux',
  country: 'NL',
  created_at: '2026-11-20T09:00:00.000Z',
  last_seen: '2026-11-27T09:00:00.000Z',
  current: true,
};
beforeEach(() => {
  server.use(
    http.get('*/api/block.php', () => HttpResponse.json({ blocked: [], members: [] })),
    http.get('*/api/sessions.php', () => HttpResponse.json({ sessions: [thisBrowser] })),
    http.get('*/api/hidden-words.php', () => HttpResponse.json({ words: [] })),
    http.get('*/api/data-export.php', () => HttpResponse.json({ export: null })),
    http.get('*/api/account-security.php', () =>
      HttpResponse.json({ totp: false, recovery_codes_left: 0, passkeys: [] }),
    ),
  );
});

function renderSettings(settings = someSettings()) {
  server.use(
    http.get('*/api/account-settings.php', () =>
      HttpResponse.json({ settings: { invisible: false } }),
    ),
    http.get('*/api/companyinfo.php', () => HttpResponse.json({ company })),
  );
  return renderWithRouter(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/account-deleted', element: <p>deleted page</p> },
      { path: '/credits', element: <p>credits page</p> },
    ],
    {
      initialPath: '/settings',
      preloadedState: { site: { settings }, auth: { user: aUser() } } as never,
    },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('settings: password', () => {
  it('checks the new password twice in the browser, then shows the old-password text from the server', async () => {
    let calls = 0;
    server.use(
      http.put('*/api/password.php', () => {
        calls += 1;
        return calls === 1
          ? apiErrorAnswer(400, 'old_password_wrong', { field: 'old_password' })
          : HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = within(section('Password'));
    await user.type(form.getByLabelText('Current password'), 'wrong one');
    await user.type(form.getByLabelText('New password'), 'short');
    await user.type(form.getByLabelText('New password again'), 'shorter');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByText('Use at least 8 characters.')).toBeVisible();
    expect(form.getByText('The entered passwords are not the same.')).toBeVisible();
    expect(calls).toBe(0);

    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'a long new password');
    await user.clear(form.getByLabelText('New password again'));
    await user.type(form.getByLabelText('New password again'), 'a long new password');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Please check your old password.')).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('settings: e-mail address', () => {
  it('shows the spec text for an invalid new address, then that a link was sent', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/mail-change.php', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        if (!body.email.includes('@'))
          return apiErrorAnswer(400, 'new_email_invalid', { field: 'email' });
        sent = body;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const form = within(section('E-mail address'));
    expect(form.getByText('Your e-mail address is demo@amora.test.')).toBeVisible();
    await user.type(form.getByLabelText('New e-mail address'), 'nonsense');
    await user.type(form.getByLabelText('Your password'), 'demo-pass-2024');
    await user.click(form.getByRole('button', { name: 'Change e-mail address' }));
    expect(await form.findByText('New email adress is invalid.')).toBeVisible();
    await user.clear(form.getByLabelText('New e-mail address'));
    await user.type(form.getByLabelText('New e-mail address'), 'new@example.com');
    await user.click(form.getByRole('button', { name: 'Change e-mail address' }));
    expect(await form.findByRole('status')).toHaveTextContent('We sent a link to new@example.com.');
    expect(sent).toEqual({ email: 'new@example.com', password: 'demo-pass-2024' });
  });
});

describe('settings: invisible mode and invitations', () => {
  it('switches invisible mode on the server', async () => {
    let saved: unknown = null;
    server.use(
      http.put('*/api/account-settings.php', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ settings: { invisible: true } });
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const toggle = await within(section('Visibility')).findByRole('switch', {
      name: 'Invisible mode',
    });
    await user.click(toggle);
    expect(saved).toEqual({ invisible: true });
  });

  it('offers invitation links only on an invite-only site', async () => {
    server.use(
      http.post('*/api/invite.php', () =>
        HttpResponse.json({
          url: 'http://localhost/signup?invite=abc',
          expires_at: '2026-12-22T00:00:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderSettings();
    expect(screen.queryByRole('region', { name: 'Invite a friend' })).toBeNull();
    unmount();
    renderSettings(someSettings({ signups: 'invite' }));
    const invite = within(section('Invite a friend'));
    await user.click(invite.getByRole('button', { name: 'Create an invitation link' }));
    expect(await invite.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'http://localhost/signup?invite=abc',
    );
  });
});

describe('settings: deleting the account', () => {
  it('asks why, offers the alternatives, needs remarks for "other", then leaves', async () => {
    let body: unknown = null;
    server.use(
      http.delete('*/api/account.php', async ({ request }) => {
        body = await request.json();
        return (body as { remarks?: string }).remarks
          ? HttpResponse.json({ erase_after: '2026-12-06T00:00:00.000Z' })
          : apiErrorAnswer(400, 'remarks_required', { field: 'remarks' });
      }),
    );
    const user = userEvent.setup();
    const { store, router } = renderSettings();
    const danger = within(section('Delete account'));
    expect(danger.getByText(/You can change your mind for 14 days/)).toBeVisible();
    await user.click(danger.getByRole('button', { name: 'Delete my account' }));
    await user.type(danger.getByLabelText('Your password, to confirm'), 'demo-pass-2024');
    await user.click(danger.getByRole('button', { name: 'Delete my account' }));
    expect(danger.getByRole('alert')).toHaveTextContent('Choose a reason.');

    await user.click(danger.getByLabelText('It is too expensive'));
    expect(await danger.findByText('Stay and get 30% off your next credits.')).toBeVisible();
    expect(danger.getByRole('button', { name: 'Go invisible instead' })).toBeVisible();

    await user.click(danger.getByLabelText('Another reason'));
    await user.click(danger.getByRole('button', { name: 'Delete my account' }));
    expect(
      await danger.findByText('Please tell us in a few words why you are leaving.'),
    ).toBeVisible();
    await user.type(danger.getByLabelText('Tell us more'), 'Moving abroad');
    await user.click(danger.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('deleted page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account-deleted');
    expect(body).toEqual({ reason: 'other', password: 'demo-pass-2024', remarks: 'Moving abroad' });
    expect(selectUser(store.getState())).toBeNull();
  });
});

describe('settings: the offer to stay', () => {
  it('gives the company’s discount as a code of the member’s own, applied on the credits page (issue 25 §3)', async () => {
    let taken = 0;
    server.use(
      http.post('*/api/stay-discount.php', () => {
        taken += 1;
        return HttpResponse.json({
          discountcode: {
            code: 'STAY-7',
            country: null,
            user_id: 7,
            expires: '2026-12-10T00:00:00.000Z',
            value_percentage: 30,
            currency: null,
            minimum_order_value: null,
            status: 'active',
            validity: 3600,
            expired: false,
            paymentmethods: null,
          },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderSettings();
    const danger = within(section('Delete account'));
    await user.click(danger.getByRole('button', { name: 'Delete my account' }));
    await user.click(danger.getByLabelText('There are too few members near me'));
    await user.click(await danger.findByRole('button', { name: 'Take my 30% off' }));
    expect(await screen.findByText('credits page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/credits');
    expect(router.state.location.search).toBe('?code=STAY-7');
    expect(taken).toBe(1);
  });
});

describe('settings: blocked members', () => {
  it('lists whom the member blocked, and unblocks one (issue 25 §2)', async () => {
    const unblocked: unknown[] = [];
    server.use(
      http.get('*/api/block.php', () =>
        HttpResponse.json({ blocked: [7], members: [{ id: 7, name: 'Eva', main_image: null }] }),
      ),
      http.delete('*/api/block.php', async ({ request }) => {
        unblocked.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const blocked = await screen.findByRole('list', { name: 'Blocked members' });
    expect(within(blocked).getByRole('link', { name: 'Eva' })).toHaveAttribute(
      'href',
      '/members/7',
    );
    await user.click(within(blocked).getByRole('button', { name: 'Unblock Eva' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeVisible();
    expect(unblocked).toEqual([{ profile: 7 }]);
  });
});

describe('settings: where you are logged in', () => {
  it('lists the sessions with device and place, logs one out, then every other one', async () => {
    let sessions = [
      thisBrowser,
      { ...thisBrowser, id: 2, device: 'Safari 17 on iOS', country: 'BE', current: false },
      { ...thisBrowser, id: 3, device: null, country: null, current: false },
    ];
    const ended: string[] = [];
    server.use(
      http.get('*/api/sessions.php', () => HttpResponse.json({ sessions })),
      http.delete('*/api/sessions.php', ({ request }) => {
        const query = new URL(request.url).searchParams;
        ended.push(query.toString());
        const before = sessions.length;
        sessions = query.get('others')
          ? sessions.filter((one) => one.current)
          : sessions.filter((one) => String(one.id) !== query.get('id'));
        return HttpResponse.json({ ended: before - sessions.length });
      }),
    );
    const user = userEvent.setup();
    renderSettings();
    const list = await within(section('Where you are logged in')).findByRole('list', {
      name: 'Where you are logged in',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox 133 on Linux · Netherlands');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('Safari 17 on iOS · Belgium');
    expect(items[2]).toHaveTextContent('Unknown device · place unknown');
    // This browser is not logged out from here.
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out of Safari 17 on iOS' }));
    expect(await screen.findByText('That session is logged out.')).toBeVisible();
    await waitForItems(list, 2);
    await user.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    expect(await screen.findByText('You are logged out everywhere else (1).')).toBeVisible();
    expect(await screen.findByText('You are logged in on this device only.')).toBeVisible();
    expect(ended).toEqual(['id=2', 'others=1']);
  });
});

async function waitForItems(list: HTMLElement, count: number) {
  await screen.findByText(
    (_, element) => element === list && within(list).getAllByRole('listitem').length === count,
  );
}
