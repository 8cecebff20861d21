import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@app/shared';
import { setupI18n } from '@app/shared/testing';
import { RemoteUnavailable } from './remote-unavailable';

beforeAll(() => setupI18n(['common']));
beforeEach(() => sessionStorage.clear());

const show = (reloadFirst: boolean) =>
  render(
    <I18nextProvider i18n={i18next}>
      <RemoteUnavailable remote="mf-payments" reloadFirst={reloadFirst} />
    </I18nextProvider>,
  );

describe('a remote that could not be loaded (spec §8)', () => {
  it('reloads the page first, at most once a minute, then offers to try again', () => {
    // jsdom does not navigate: the reload is only started, and the page says it is loading.
    const { unmount } = show(true);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(Number(sessionStorage.getItem('chunk-reload-at'))).toBeGreaterThan(0);
    unmount();
    // Back within the minute, still down: no second reload, the panel with its button.
    show(true);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('a widget or a render error shows the panel at once', () => {
    show(false);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(sessionStorage.getItem('chunk-reload-at')).toBeNull();
  });
});
