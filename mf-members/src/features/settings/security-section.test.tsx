import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountSecurity } from '@app/shared/contracts';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { SecuritySection } from './security-section';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const CODES = ['3f9a1-c07be', '11111-22222', '33333-44444'];
const RENEWED = ['55555-66666', '77777-88888'];

/** The server's account security, changed by the calls the section makes. */
function securityServer(start: AccountSecurity) {
  let security = start;
  const calls: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      url: new URL(request.url).pathname + new URL(request.url).search,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    http.get('*/api/account-security.php', () => HttpResponse.json(security)),
    http.post('*/api/two-factor.php', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Amora:me%40x.test?secret=JBSWY3DPEHPK3PXP',
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
    }),
    http.put('*/api/two-factor.php', async ({ request }) => {
      await record(request);
      const { code } = calls.at(-1)!.body as { code: string };
      if (code !== '123456') return apiErrorAnswer(400, 'second_factor_wrong');
      security = { ...security, totp: true, recovery_codes_left: CODES.length };
      return HttpResponse.json({ recovery_codes: CODES });
    }),
    http.delete('*/api/two-factor.php', async ({ request }) => {
      await record(request);
      const { password } = calls.at(-1)!.body as { password: string };
      if (password !== 'my password') return apiErrorAnswer(400, 'password_wrong');
      security = { ...security, totp: false, recovery_codes_left: 0 };
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/api/recovery-codes.php', async ({ request }) => {
      await record(request);
      const { password } = calls.at(-1)!.body as { password: string };
      if (password !== 'my password') return apiErrorAnswer(400, 'password_wrong');
      security = { ...security, recovery_codes_left: RENEWED.length };
      return HttpResponse.json({ recovery_codes: RENEWED });
    }),
    http.delete('*/api/passkeys.php', async ({ request }) => {
      await record(request);
      const id = Number(new URL(request.url).searchParams.get('id'));
      security = { ...security, passkeys: security.passkeys.filter((one) => one.id !== id) };
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

describe('how the member logs in (settings)', () => {
  it('sets up the code from an app: scan, first code and password, then the recovery codes', async () => {
    const calls = securityServer({ totp: false, recovery_codes_left: 0, passkeys: [] });
    renderWithRouter([{ path: '/settings', element: <SecuritySection /> }], {
      initialPath: '/settings',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(await screen.findByAltText(/QR code to scan/)).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    // Nothing typed: said, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.type(screen.getByLabelText('Your password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is not right, or was used already.',
    );
    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText('3 recovery codes left.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/two-factor.php',
      body: { code: '123456', password: 'my password' },
    });
  });

  it('turns the code off with the password, saying a wrong one', async () => {
    securityServer({ totp: true, recovery_codes_left: 1, passkeys: [] });
    renderWithRouter([{ path: '/settings', element: <SecuritySection /> }], {
      initialPath: '/settings',
    });
    expect(await screen.findByText('1 recovery code left.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your password.');
    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Logins ask for your password only again.',
    );
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('renews the recovery codes with the password and shows the new ones this once', async () => {
    const calls = securityServer({ totp: true, recovery_codes_left: 0, passkeys: [] });
    renderWithRouter([{ path: '/settings', element: <SecuritySection /> }], {
      initialPath: '/settings',
    });
    expect(await screen.findByText('0 recovery codes left.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Your password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('Your new recovery codes. The earlier ones no longer work');
    expect(
      within(within(shown).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RENEWED);
    expect(await screen.findByText('2 recovery codes left.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/recovery-codes.php', body: { password: 'my password' } },
    ]);
  });

  it('lists the passkeys and removes one', async () => {
    const calls = securityServer({
      totp: false,
      recovery_codes_left: 0,
      passkeys: [
        { id: 4, name: 'My phone', created_at: '2026-11-20T09:00:00.000Z', last_used_at: null },
        {
          id: 5,
          name: 'Laptop',
          created_at: '2026-11-21T09:00:00.000Z',
          last_used_at: '2026-11-27T09:00:00.000Z',
        },
      ],
    });
    renderWithRouter([{ path: '/settings', element: <SecuritySection /> }], {
      initialPath: '/settings',
    });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText(/Last used/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the passkey My phone' }));
    // Laptop was listed before the click too: wait for the list the removal answered.
    await waitFor(() => expect(screen.queryByText('My phone')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove the passkey Laptop' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/passkeys.php?id=4' });
    // jsdom has no WebAuthn: the section says so instead of offering a button that cannot work.
    expect(screen.getByText('This browser cannot use passkeys.')).toBeInTheDocument();
  });
});
