import type { RouteObject } from 'react-router';

/** Routes the shell itself owns (ARCHITECTURE route ownership), in the default layout. */
export const shellRoutes: RouteObject[] = [
  // Its form checks the login contract (zod, react-hook-form): loaded when a visitor opens it,
  // not with every member's page.
  {
    path: '/login',
    lazy: async () => ({
      Component: (await import('../features/auth/login-page')).LoginPage,
    }),
  },
  // Rarely visited: loaded when first needed, not with every page.
  {
    path: '/reset-password',
    lazy: async () => ({
      Component: (await import('../features/password-reset/request-reset-page')).RequestResetPage,
    }),
  },
  {
    path: '/outbox',
    lazy: async () => ({
      Component: (await import('../features/outbox/outbox-page')).OutboxPage,
    }),
  },
  {
    path: '/reset-password/do',
    lazy: async () => ({
      Component: (await import('../features/password-reset/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: '/mail-change/do',
    lazy: async () => ({
      Component: (await import('../features/account/mail-change-page')).MailChangePage,
    }),
  },
  {
    path: '/account-deleted',
    lazy: async () => ({
      Component: (await import('../features/account/account-deleted-page')).AccountDeletedPage,
    }),
  },
  // A sanctioned member's appeal (issue 48 §2), opened from the login's answer.
  {
    path: '/appeal',
    lazy: async () => ({
      Component: (await import('../features/appeal/appeal-page')).AppealPage,
    }),
  },
  {
    path: '/pages/:page',
    lazy: async () => ({
      Component: (await import('../features/pages/site-page')).SitePageView,
    }),
  },
  {
    path: '/lang-config',
    lazy: async () => ({
      Component: (await import('../features/language/lang-config-page')).LangConfigPage,
    }),
  },
  {
    path: '/complaints',
    lazy: async () => ({
      Component: (await import('../features/complaints/complaints-page')).ComplaintsPage,
    }),
  },
];
