import { act, screen } from '@testing-library/react';
import { signupClosed } from '@app/shared/bindings';
import { renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';
import { SignupPage } from './signup-page';
import '../../i18n';

beforeAll(() => setupI18n(['common', 'signup']));

function renderSignupPage() {
  return renderWithRouter(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/signup-matches', element: <p>first matches</p> },
      { path: '/', element: <p>landing</p> },
    ],
    { initialPath: '/signup', preloadedState: { site: { settings: someSettings() } } },
  );
}

describe('/signup (where a landing’s call to action leads)', () => {
  it('opens the modal, and back to the landing when the visitor closes it', async () => {
    const { store } = renderSignupPage();
    expect(store.getState().signup.status).toBe('open');
    act(() => {
      store.dispatch(signupClosed());
    });
    expect(await screen.findByText('landing')).toBeVisible();
  });

  it('leaves a finished sign-up to lead the new member to the first matches', async () => {
    const { store, router } = renderSignupPage();
    await act(async () => {
      store.dispatch(signupClosed({ finished: true }));
      await router.navigate('/signup-matches');
    });
    expect(await screen.findByText('first matches')).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup-matches');
  });
});
