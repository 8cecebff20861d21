import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { LOADING_BAR_HIDE_MS, LOADING_BAR_THROTTLE_MS } from '@app/shared/values';
import { LoadingBar } from './loading-bar';
import '../../i18n';
import { renderWithRouter, setupI18n } from '@app/shared/testing';

beforeAll(() => setupI18n(['common', 'shell']));

function slowRoutes() {
  let finish: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (finish = resolve));
  const view = renderWithRouter([
    {
      path: '/',
      element: (
        <>
          <LoadingBar />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <Link to="/slow">slow</Link> },
        { path: 'quick', element: <p>quick page</p> },
        {
          path: 'slow',
          lazy: async () => {
            await loaded;
            return { element: <p>slow page</p> };
          },
        },
      ],
    },
  ]);
  return { ...view, finish };
}

describe('loading bar (spec §9)', () => {
  it('shows after the throttle while a page loads, then goes away once it is there', async () => {
    const { finish } = slowRoutes();
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      await screen.findByRole(
        'progressbar',
        { name: 'Loading the page' },
        { timeout: LOADING_BAR_THROTTLE_MS * 3 },
      ),
    ).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: LOADING_BAR_HIDE_MS * 3,
    });
  });

  it('stays hidden for a navigation quicker than the throttle', async () => {
    const { router } = slowRoutes();
    await act(() => router.navigate('/quick'));
    expect(await screen.findByText('quick page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, LOADING_BAR_THROTTLE_MS + 50));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
