import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { StaffProvider } from '../hooks/use-staff';
import { Layout } from './layout';
import '../i18n';

jest.mock('./remote-screens', () => ({
  loadRemoteScreens: () =>
    Promise.resolve({
      screens: [
        {
          path: 'photos',
          permission: 'photos.moderate',
          namespace: 'backoffice',
          titleKey: 'home.title',
          load: () => Promise.resolve({ default: () => <p>the photo queue</p> }),
        },
      ],
      unavailable: ['mf-payments'],
    }),
}));

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

function renderAs(permissions: string[], path = '/') {
  server.use(
    http.get('*/api/backoffice/me', () =>
      HttpResponse.json({ id: 1, email: 'staff@example.com', role: 'moderator', permissions }),
    ),
    http.get('*/api/backoffice/staff', () => HttpResponse.json({ staff: [] })),
    http.get('*/api/backoffice/dashboard', () =>
      HttpResponse.json({
        from: '2026-11-27',
        until: '2026-11-27',
        days: ['2026-11-27'],
        members: null,
        activity: null,
        revenue: null,
        queues: { reported_members: null, photos: null, complaints: null },
        remotes: null,
      }),
    ),
  );
  return renderWithRouter(
    [
      {
        path: '*',
        element: (
          <StaffProvider>
            <Layout />
          </StaffProvider>
        ),
      },
    ],
    { initialPath: path },
  );
}

it('lists only the screens the role opens, and says which remote is down', async () => {
  renderAs(['photos.moderate']);
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  expect(await within(nav).findByRole('link', { name: 'Back office' })).toHaveAttribute(
    'href',
    '/photos',
  );
  expect(within(nav).getByRole('link', { name: 'My sessions' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Some screens are unavailable right now (mf-payments).',
  );
});

it('opens a remote screen by its path, and refuses a screen the role does not open', async () => {
  renderAs(['photos.moderate'], '/photos');
  expect(await screen.findByText('the photo queue')).toBeInTheDocument();
});

it('does not show the staff screen to a role without staff.manage', async () => {
  renderAs(['photos.moderate'], '/staff');
  expect(
    await screen.findByText('There is no such screen, or your role does not open it.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
});

it('sends a visitor without a session to the login', async () => {
  server.use(
    http.get('*/api/backoffice/me', () =>
      HttpResponse.json({ error: { code: 'staff_login_required', message: 'x' } }, { status: 401 }),
    ),
  );
  const { router } = renderWithRouter(
    [
      {
        path: '*',
        element: (
          <StaffProvider>
            <Layout />
          </StaffProvider>
        ),
      },
      { path: '/login', element: <p>login</p> },
    ],
    { initialPath: '/audit' },
  );
  expect(await screen.findByText('login')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});
