// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import owned from '../routes.json';
import './i18n';

const credits = {
  lazy: async () => ({ Component: (await import('./features/credits/credits-page')).CreditsPage }),
};

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/credits': credits,
  '/credits/repeat-order': {
    lazy: async () => ({
      Component: (await import('./features/credits/repeat-order-page')).RepeatOrderPage,
    }),
  },
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
  '/directdebit': {
    lazy: async () => ({
      Component: (await import('./features/direct-debit/direct-debit-page')).DirectDebitPage,
    }),
  },
});
