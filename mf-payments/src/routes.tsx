// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import { upcomingRoute } from '@app/shared/ui';
import owned from '../routes.json';
import { NAMESPACE } from './i18n';

/** Owned routes whose screens come with later work. */
const upcoming = (feature: string) => upcomingRoute(NAMESPACE, feature);

const credits = {
  lazy: async () => ({ Component: (await import('./features/credits/credits-page')).CreditsPage }),
};

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/credits': credits,
  '/credits/repeat-order': upcoming('credits'),
  '/credits/:id/:paymentmethod?': credits,
  '/premium': {
    lazy: async () => ({
      Component: (await import('./features/premium/premium-page')).PremiumPage,
    }),
  },
  '/pricing': {
    lazy: async () => ({
      Component: (await import('./features/pricing/pricing-page')).PricingPage,
    }),
  },
  '/transactions/:id?': {
    lazy: async () => ({
      Component: (await import('./features/transactions/transactions-page')).TransactionsPage,
    }),
  },
  '/directdebit': upcoming('direct_debit'),
});
