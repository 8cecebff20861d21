import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import { authApi, selectUser, useAppDispatch, useAppSelector } from '@app/shared';
import { useResendActivationMailMutation } from '@app/shared/bindings';
import type { User } from '@app/shared/contracts';
import { Dialog } from '@app/shared/ui';
import { alertAllowedOn, ownMailSwitchedOff } from './alert-rules';

/**
 * Spec §4 account reminder: a logged-in member with no disabled notifications whose address is
 * not confirmed (status not_confirmed, profile disabled), outside sign-up, settings and
 * notifications.
 */
export function needsActivationReminder(user: User | null, pathname: string): user is User {
  return (
    user !== null &&
    !ownMailSwitchedOff(user) &&
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled' &&
    alertAllowedOn('accountReminder', pathname)
  );
}

/** Spec §2 route query parameter: the member arrives from a sign-up made elsewhere (a lander). */
export const SIGNUP_COMPLETE_PARAM = 'api_signup_complete';
/** Phones get no reminder modal right after such a sign-up: it would cover the whole screen. */
const SMARTPHONE_QUERY = '(max-width: 575.98px)';
const MODAL_DISMISSED_KEY = 'account-reminder-modal-dismissed';

function isSmartphone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SMARTPHONE_QUERY).matches;
}

function modalDismissed(userId: number): boolean {
  try {
    return localStorage.getItem(MODAL_DISMISSED_KEY) === String(userId);
  } catch {
    return false;
  }
}

function storeModalDismissed(userId: number): void {
  try {
    localStorage.setItem(MODAL_DISMISSED_KEY, String(userId));
  } catch {
    // Not kept: the modal shows again only if the member comes back by the same link.
  }
}

/**
 * The reminder (spec §4): a modal when the member just arrived from a sign-up elsewhere
 * (`api_signup_complete`; not on a phone), otherwise an alert under the navigation, each with a
 * way to get a new link. Closing the modal is remembered; the alert stays until confirmed.
 */
export function AccountReminder() {
  const user = useAppSelector(selectUser);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const waiting = user?.status === 'not_confirmed';
  useConfirmedElsewhere(waiting);
  if (!needsActivationReminder(user, pathname)) return null;
  const justSignedUp = new URLSearchParams(search).has(SIGNUP_COMPLETE_PARAM);
  if (justSignedUp && isSmartphone()) return null;
  if (justSignedUp && !closed && !modalDismissed(user.id)) {
    const close = () => {
      storeModalDismissed(user.id);
      setClosed(true);
      const params = new URLSearchParams(search);
      params.delete(SIGNUP_COMPLETE_PARAM);
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    };
    return <ReminderModal user={user} onClose={close} />;
  }
  return <ReminderAlert user={user} />;
}

/**
 * The link is mostly opened in another tab (the mail app's): while the member has not confirmed,
 * coming back to this tab reads them again, so the reminder goes without a reload (issue 49 §5).
 */
function useConfirmedElsewhere(waiting: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!waiting) return;
    const readAgain = () => {
      if (document.visibilityState === 'visible')
        void dispatch(
          authApi.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
        );
    };
    document.addEventListener('visibilitychange', readAgain);
    window.addEventListener('focus', readAgain);
    return () => {
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
    };
  }, [waiting, dispatch]);
}

/** "Send me a new link", with what came of it. */
function ResendLink({ user }: { user: User }) {
  const { t } = useTranslation(['shell', 'common']);
  const [resend, { isLoading, isSuccess, error }] = useResendActivationMailMutation();
  const problem = error ? describeApiError(error) : null;
  return (
    <>
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
    </>
  );
}

function ReminderModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Dialog title={t('reminder.label')} onClose={onClose}>
      <p>{t('reminder.text', { email: user.email })}</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <ResendLink user={user} />
      </div>
    </Dialog>
  );
}

function ReminderAlert({ user }: { user: User }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <div className="container mt-2 mt-sm-3">
      <div
        className="alert alert-warning mb-0 d-flex flex-wrap align-items-center column-gap-2 row-gap-1 py-2 py-sm-3"
        role="region"
        aria-label={t('reminder.label')}
      >
        {/* On a phone one short line in small print, so the first row of results stays in view
            (issue 25 §4). */}
        <span className="me-auto d-sm-none small">{t('reminder.short')}</span>
        <span className="me-auto d-none d-sm-inline">
          {t('reminder.text', { email: user.email })}
        </span>
        <ResendLink user={user} />
      </div>
    </div>
  );
}
