import frenchTexts from '../../../locales/fr/signup.json';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectSignupStatus, signupOpened } from '@app/shared/bindings';
import type { AppStore } from '@app/shared';
import {
  aMember,
  apiErrorAnswer,
  aUser,
  ownProfileHandlers,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';
import SignupModal from './signup-modal';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'signup']));
beforeEach(() => sessionStorage.clear());

const featured = aMember({ id: 42, name: 'Lena' });

/** The suggestion queries the message step made. */
let suggestionQueries: URLSearchParams[] = [];

function renderModal(settings = someSettings({ min_age: 18 }), profileId?: number) {
  suggestionQueries = [];
  server.use(
    http.get('*/api/signup-suggestion.php', ({ request }) => {
      suggestionQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ profile: featured });
    }),
  );
  const view = renderWithRouter(
    [
      { path: '/', element: <SignupModal /> },
      { path: '/members', element: <SignupModal /> },
      { path: '/signup-matches', element: <SignupModal /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { preloadedState: { site: { settings } } },
  );
  act(() => {
    view.store.dispatch(signupOpened(profileId === undefined ? undefined : { profileId }));
  });
  return view;
}

const status = (store: AppStore) => selectSignupStatus(store.getState());

async function fillAccount(
  user: ReturnType<typeof userEvent.setup>,
  values: { email?: string; name?: string; password?: string; dob?: string },
) {
  const field = (label: RegExp) => screen.getByLabelText(label);
  if (values.email !== undefined) {
    await user.clear(field(/^E-mail address/));
    if (values.email) await user.type(field(/^E-mail address/), values.email);
  }
  if (values.name !== undefined) {
    await user.clear(field(/^Username/));
    if (values.name) await user.type(field(/^Username/), values.name);
  }
  if (values.password !== undefined) {
    await user.clear(field(/^Password/));
    if (values.password) await user.type(field(/^Password/), values.password);
  }
  if (values.dob !== undefined) {
    await user.clear(field(/^Date of birth/));
    if (values.dob) await user.type(field(/^Date of birth/), values.dob);
  }
}

const valid = {
  email: 'anna@example.com',
  name: 'Anna',
  password: 'a good password',
  dob: '1990-05-17',
};

describe('sign-up modal: account step', () => {
  it('shows the spec text of every broken rule under its field, before asking the server', async () => {
    let checks = 0;
    server.use(
      http.post('*/api/signup-check.php', () => {
        checks += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderModal(someSettings({ min_age: 21 }));
    await screen.findByRole('heading', { name: 'Create your free account' });
    const next = screen.getByRole('button', { name: 'Next' });

    // Nothing typed: each field says what it needs (an empty name is not "the same as" an
    // empty address).
    await user.click(next);
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'Use 3 to 30 characters for your username.',
    );

    await fillAccount(user, { email: 'anna@example', name: '@anna', password: 'short' });
    await user.click(next);
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription('Invalid email');
    // The first field to mend has the focus.
    expect(screen.getByLabelText(/^E-mail address/)).toHaveFocus();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'Username may not start with @',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      'Enter your date of birth (21+)',
    );

    await fillAccount(user, {
      email: 'anna@example.com',
      name: 'ANNA@example.com',
      dob: '1850-01-01',
    });
    await user.click(next);
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'Username may not be the same as your e-mail address',
    );
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      'Invalid date of birth.',
    );
    expect(checks).toBe(0);
  });

  it('says what creating the account agrees to, with the terms and the privacy policy', async () => {
    renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/pages/privacy',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      /^By creating an account you agree to our terms of use and privacy policy/,
    );
  });

  it('offers a correction for a misspelt address', async () => {
    const user = userEvent.setup();
    renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@gmial.com');
    await user.tab();
    const offer = screen.getByRole('button', { name: 'anna@gmail.com' }).parentElement!;
    expect(offer).toHaveTextContent('Did you mean anna@gmail.com?');
    // In French, with French's thin no-break space before the question mark (issue 49 §12).
    expect(frenchTexts.account.did_you_mean_end).toBe('\u202f?');
    await user.click(screen.getByRole('button', { name: 'anna@gmail.com' }));
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('anna@gmail.com');
  });

  it('says an address already has an account and offers to log in, which closes the modal', async () => {
    server.use(
      http.post('*/api/signup-check.php', () =>
        apiErrorAnswer(409, 'email_taken', { field: 'email' }),
      ),
    );
    const user = userEvent.setup();
    const { store, router } = renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    await fillAccount(user, valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('An account with this e-mail address already exists'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Log in to that account' }));
    expect(status(store)).toBe('closed');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains why a visitor without a traffic source may not sign up', async () => {
    renderModal(someSettings({ signups: 'with_trafficsource' }));
    expect(
      await screen.findByText(/only be created through one of our partners' links/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('sign-up modal: close rules and the draft', () => {
  it('closes by Escape until sign-up is in progress, then only by its own buttons', async () => {
    server.use(http.post('*/api/signup-check.php', () => HttpResponse.json({ ok: true })));
    const user = userEvent.setup();
    const { store } = renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(status(store)).toBe('closed'));

    act(() => {
      store.dispatch(signupOpened());
    });
    await fillAccount(user, valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Women' }));
    expect(await screen.findByRole('heading', { name: 'Say hello to Lena' })).toBeVisible();
    expect(status(store)).toBe('in_progress');
    await user.keyboard('{Escape}');
    // The backdrop of a static modal only shakes it.
    await user.click(screen.getByRole('dialog'));
    expect(status(store)).toBe('in_progress');
    expect(screen.getByRole('heading', { name: 'Say hello to Lena' })).toBeVisible();
  });

  it('keeps the draft over a reload, but never the password', async () => {
    server.use(http.post('*/api/signup-check.php', () => HttpResponse.json({ ok: true })));
    const user = userEvent.setup();
    const first = renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    await fillAccount(user, valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Women' }));
    await user.type(await screen.findByLabelText('Your first message'), 'Hi Lena!');
    expect(JSON.stringify(sessionStorage)).not.toContain(valid.password);
    first.unmount();

    renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue(valid.email);
    expect(screen.getByLabelText(/^Username/)).toHaveValue(valid.name);
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(valid.dob);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Password/), valid.password);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // What the visitor seeks is part of the draft: asked once.
    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
    expect(await screen.findByLabelText('Your first message')).toHaveValue('Hi Lena!');
  });

  it('labels a recipient the site operates, as everywhere (issue 25 §2)', async () => {
    server.use(http.post('*/api/signup-check.php', () => HttpResponse.json({ ok: true })));
    const user = userEvent.setup();
    renderModal(someSettings({ fictional_icon: 'yes', fictional_warning: 'yes' }), 42);
    server.use(
      http.get('*/api/signup-suggestion.php', () =>
        HttpResponse.json({ profile: { ...featured, fictional: true } }),
      ),
    );
    await screen.findByRole('heading', { name: 'Create your free account' });
    await fillAccount(user, valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('recipient-fictional')).toBeVisible();
    expect(screen.getByText(/Lena is a .* operated by the site/)).toBeVisible();
  });

  it('takes the first message a member’s landing had the visitor write', async () => {
    server.use(http.post('*/api/signup-check.php', () => HttpResponse.json({ ok: true })));
    window.history.replaceState(null, '', '/members/42/signup?message=%20Hoi%20Lena!%20&ref=mail');
    try {
      const user = userEvent.setup();
      // The landing's member is featured: the visitor chose whom to write, nothing is asked.
      renderModal(undefined, 42);
      await screen.findByRole('heading', { name: 'Create your free account' });
      await fillAccount(user, valid);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByLabelText('Your first message')).toHaveValue('Hoi Lena!');
      expect(screen.queryByRole('radio', { name: 'Women' })).not.toBeInTheDocument();
      expect(suggestionQueries.at(-1)?.get('profile')).toBe('42');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('creates the account with the first message, then asks to confirm the address', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/signup-check.php', () => HttpResponse.json({ ok: true })),
      http.post('*/api/signup.php', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          user: aUser({ email: valid.email, status: 'not_confirmed' }),
        });
      }),
      ...ownProfileHandlers(),
      http.get('*/api/regions.php', () => HttpResponse.json({ regions: [], label: 'province' })),
    );
    const user = userEvent.setup();
    const { store, router } = renderModal();
    await screen.findByRole('heading', { name: 'Create your free account' });
    await fillAccount(user, valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Nobody featured: whom to meet is asked first, and the step's heading has the focus.
    const meet = await screen.findByRole('heading', { name: 'Who would you like to meet?' });
    expect(meet).toHaveFocus();
    expect(screen.queryByLabelText('Your first message')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Women' }));
    await user.type(await screen.findByLabelText('Your first message'), '  Hi Lena!  ');
    expect(screen.getByRole('heading', { name: 'Say hello to Lena' })).toBeVisible();
    const asked = suggestionQueries.at(-1)!;
    expect(asked.get('seeking')).toBe('female');
    expect(Number(asked.get('age'))).toBeGreaterThanOrEqual(35);
    await user.click(screen.getByRole('button', { name: 'Send and create my account' }));
    // Steps 1 to 4 come once the account exists; each may be skipped.
    for (const [heading, step] of [
      ['Add a profile photo', 2],
      ['About me', 3],
      ['About you', 4],
      ['Where do you live?', 5],
    ] as const) {
      expect(await screen.findByRole('heading', { name: heading })).toHaveFocus();
      expect(screen.getByRole('progressbar', { name: `Step ${step} of 5` })).toBeVisible();
      expect(status(store)).toBe('in_progress');
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(screen.getByText(/We sent a link to anna@example.com/)).toBeVisible();
    expect(sent).toMatchObject({
      email: valid.email,
      name: valid.name,
      password: valid.password,
      date_of_birth: valid.dob,
      signup_message: 'Hi Lena!',
      profile: 42,
      language: 'en',
      // Kept on the profile: the first search starts from it (issue 49 §2).
      seeking: 'female',
    });
    expect(sessionStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'See your first matches' }));
    expect(status(store)).toBe('closed');
    expect(router.state.location.pathname).toBe('/signup-matches');
  });
});
