import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { StaticPage } from './pages/static-page';

/** Routes the shell itself owns (ARCHITECTURE route ownership), in the default layout. */
export const shellRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/pages/:page', element: <StaticPage /> },
  { path: '/complaints', element: <StaticPage page="complaints" /> },
];
