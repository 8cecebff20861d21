import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  describeApiError,
  paths,
  selectUser,
  useAppSelector,
  useResendActivationMailMutation,
  type User,
} from '@app/shared';

/** Pages where the reminder would only get in the way (spec §4). */
const QUIET_PATHS: readonly string[] = [paths.signup, paths.settings, paths.notifications];

/**
 * Spec §4 account reminder: a logged-in member with no disabled notifications whose address is
 * not confirmed (status not_confirmed, profile disabled), outside sign-up, settings and
 * notifications.
 */
export function needsActivationReminder(user: User | null, pathname: string): user is User {
  return (
    user !== null &&
    user.notifications_disabled.length === 0 &&
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled' &&
    !QUIET_PATHS.includes(pathname)
  );
}

/** The reminder as an alert under the navigation, with a way to get a new link. */
export function AccountReminder() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [resend, { isLoading, isSuccess, error }] = useResendActivationMailMutation();
  if (!needsActivationReminder(user, pathname)) return null;
  const problem = error ? describeApiError(error) : null;
  return (
    <div className="container mt-3">
      <div
        className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
        role="region"
        aria-label={t('reminder.label')}
      >
        <span className="me-auto">{t('reminder.text', { email: user.email })}</span>
        {isSuccess ? (
          <span role="status">{t('reminder.resent', { email: user.email })}</span>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={isLoading}
            onClick={() => resend()}
          >
            {t('reminder.resend')}
          </button>
        )}
        {problem && <span role="alert">{t(`common:${problem.key}`, problem.params)}</span>}
      </div>
    </div>
  );
}
