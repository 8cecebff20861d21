import { createBrowserRouter, Outlet } from 'react-router';
import { BACKOFFICE_PATH } from '@app/shared/backoffice';
import { StaffProvider } from '../hooks/use-staff';
import { LoginPage } from '../features/login/login-page';
import { InvitationPage } from '../features/login/invitation-page';
import { Layout } from './layout';

/** The back office's routes, all under /backoffice/. */
export function createBackofficeRouter() {
  return createBrowserRouter(
    [
      {
        element: (
          <StaffProvider>
            <Outlet />
          </StaffProvider>
        ),
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'invitation', element: <InvitationPage /> },
          { path: '*', element: <Layout /> },
        ],
      },
    ],
    { basename: BACKOFFICE_PATH },
  );
}
