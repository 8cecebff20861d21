// mf-payments' screens in the back office (issue 26 §1, §5): what is sold and the money that
// moves by hand belong to the payments team. Loaded only by the back-office host.
import type { BackofficeModule } from '@app/shared/backoffice';
import { NAMESPACE } from './i18n';

export const screens: BackofficeModule['screens'] = [
  {
    path: 'bundles',
    permission: 'bundles.manage',
    namespace: NAMESPACE,
    titleKey: 'backoffice.bundles_title',
    load: () => import('./features/catalogue/bundles-screen'),
  },
  {
    path: 'codes',
    permission: 'codes.manage',
    namespace: NAMESPACE,
    titleKey: 'backoffice.codes_title',
    load: () => import('./features/catalogue/codes-screen'),
  },
  {
    path: 'orders',
    permission: 'orders.read',
    namespace: NAMESPACE,
    titleKey: 'backoffice.orders_title',
    load: () => import('./features/catalogue/orders-screen'),
  },
  {
    path: 'credit-adjustments',
    permission: 'credits.adjust',
    namespace: NAMESPACE,
    titleKey: 'backoffice.adjustments_title',
    load: () => import('./features/catalogue/adjustments-screen'),
  },
];
