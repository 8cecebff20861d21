// mf-landers' screens in the back office (issue 28 §1): the team that owns the landers owns how
// marketing makes and publishes them. Loaded only by the back-office host; the screen's code
// comes when it is first opened.
import type { BackofficeModule } from '@app/shared/backoffice';
import { CAMPAIGNS_NAMESPACE } from './features/landers/campaigns/campaigns-i18n';
import { MAILINGS_NAMESPACE } from './features/mailings/mailings-i18n';

export const screens: BackofficeModule['screens'] = [
  {
    path: 'campaigns',
    permission: 'campaigns.manage',
    namespace: CAMPAIGNS_NAMESPACE,
    titleKey: 'title',
    load: () => import('./features/landers/campaigns/campaigns-screen'),
  },
  {
    path: 'mailings',
    permission: 'mailings.send',
    namespace: MAILINGS_NAMESPACE,
    titleKey: 'title',
    load: () => import('./features/mailings/mailings-screen'),
  },
];
