// mf-members' screens in the back office (issue 26 §1): the team that owns members' profiles
// owns their moderation. Loaded only by the back-office host; each screen's code comes when it
// is first opened.
import type { BackofficeModule } from '@app/shared/backoffice';
import { NAMESPACE } from './i18n';

export const screens: BackofficeModule['screens'] = [
  {
    path: 'photos',
    permission: 'photos.moderate',
    namespace: NAMESPACE,
    titleKey: 'photo_queue.title',
    load: () => import('./features/photo-review/photo-queue'),
  },
  {
    path: 'verifications',
    permission: 'verifications.review',
    namespace: NAMESPACE,
    titleKey: 'verification_queue.title',
    load: () => import('./features/verification-review/verification-queue'),
  },
  {
    path: 'reports',
    permission: 'reports.handle',
    namespace: NAMESPACE,
    titleKey: 'report_queue.title',
    load: () => import('./features/report-review/report-queue'),
  },
  {
    path: 'appeals',
    permission: 'members.suspend',
    namespace: NAMESPACE,
    titleKey: 'appeal_queue.title',
    load: () => import('./features/appeal-review/appeal-queue'),
  },
  {
    path: 'members',
    permission: 'members.lookup',
    namespace: NAMESPACE,
    titleKey: 'member_desk.title',
    load: () => import('./features/member-desk/member-desk'),
  },
  {
    path: 'operated-profiles',
    permission: 'profiles.manage',
    namespace: NAMESPACE,
    titleKey: 'operated_profiles.title',
    load: () => import('./features/operated-profiles/operated-profiles'),
  },
  {
    path: 'complaints',
    permission: 'complaints.answer',
    namespace: NAMESPACE,
    titleKey: 'complaint_desk.title',
    load: () => import('./features/complaint-desk/complaint-queue'),
  },
];
