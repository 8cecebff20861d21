import { screen } from '@testing-library/react';
import { PageSpinner } from '@app/shared/ui';
import routes from '../../routes';
import '../../i18n';
import { renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';

beforeAll(() => setupI18n(['common', 'landers']));

/** Renders `path` through this remote's own lander routes, mounted as the shell mounts them. */
function renderLander(path: string) {
  const layout = { hydrateFallbackElement: <PageSpinner />, children: routes.lander };
  return renderWithRouter([layout], {
    initialPath: path,
    preloadedState: { auth: { user: null }, site: { settings: someSettings() } },
  });
}

describe('lander page', () => {
  it.each(['/landers/tinderswipe', '/landers/gallery', '/landers/video/summer-campaign'])(
    'shows the lander at %s',
    async (path) => {
      renderLander(path);
      expect(
        await screen.findByRole('heading', { name: 'Meet someone tonight' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
    },
  );

  it('shows the 404 for a lander name it does not know', async () => {
    renderLander('/landers/no-such-lander');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meet someone tonight' })).not.toBeInTheDocument();
  });
});
