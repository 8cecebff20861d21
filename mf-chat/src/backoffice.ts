// mf-chat's screens in the back office (issue 28 §3): the team that owns conversations owns how
// the site's operated profiles answer in them. Loaded only by the back-office host; the screen's
// code comes when it is first opened.
import type { BackofficeModule } from '@app/shared/backoffice';
import { NAMESPACE } from './i18n';

export const screens: BackofficeModule['screens'] = [
  {
    path: 'conversations',
    permission: 'conversations.answer',
    namespace: NAMESPACE,
    titleKey: 'operator_desk.title',
    load: () => import('./features/operator-desk/operator-desk'),
  },
];
