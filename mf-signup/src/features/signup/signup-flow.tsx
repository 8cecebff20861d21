import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasTracking, visitTracking } from '@app/shared/utils';
import { paths } from '@app/shared/values';
import { selectSettings, selectUser, useAppDispatch, useAppSelector } from '@app/shared';
import {
  selectSignupProfileId,
  signupClosed,
  signupStarted,
  useSignupMutation,
} from '@app/shared/bindings';
import type { AccountStepField } from '@app/shared/contracts';
import type { ErrorCode } from '@app/shared/contracts';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { AccountStep } from './account-step';
import { ConfirmStep } from './confirm-step';
import { clearDraft, loadDraft, saveDraft, saveProfileStep, type SignupDraft } from './draft';
import { PROFILE_STEPS, ProfileSteps, storedProfileStep, type ProfileStep } from './profile-steps';
import { StepProgress } from './step-actions';
import { MessageStep } from './message-step';
import { useSignupStartCount } from './signup-start';

/** The steps in the order a visitor meets them; the account exists from `photo` on. */
export type SignupStep = 'account' | 'message' | ProfileStep | 'confirm';

/** Steps 0 to 4 as the progress bar counts them. */
const NUMBERED_STEPS: readonly SignupStep[] = ['message', ...PROFILE_STEPS];

/** Why this visitor may not sign up on this site (spec §1, §6), or null when they may. */
function whyNot(signups: string | undefined, draft: SignupDraft) {
  if (signups === 'with_trafficsource' && !hasTracking(visitTracking()))
    return 'closed.with_trafficsource';
  if (signups === 'invite' && !draft.invite) return 'closed.invite';
  return null;
}

/** The longest first message a link may carry in (a landing's form; the chat's limit applies). */
const LINKED_MESSAGE_MAX = 500;

/**
 * What the page's link brings into the draft for the visit: an invitation (`?invite=`), and the
 * first message a member's landing had the visitor write (`?message=`, issue 11).
 */
function withLinkParams(draft: SignupDraft): SignupDraft {
  const params = new URLSearchParams(window.location.search);
  const invite = params.get('invite');
  const message = params.get('message')?.trim().slice(0, LINKED_MESSAGE_MAX);
  return {
    ...draft,
    ...(invite ? { invite } : {}),
    ...(message ? { signup_message: message } : {}),
  };
}

/** The sign-up modal's content: the steps, the draft they share, and the sign-up call. */
export function SignupFlow() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const profileId = useAppSelector(selectSignupProfileId);
  const [draft, setDraft] = useState(() => withLinkParams(loadDraft()));
  // In memory only, for the one request that needs it (spec §3: never kept in storage).
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<SignupStep>(() =>
    user ? (storedProfileStep() ?? 'confirm') : 'account',
  );
  const [accountErrors, setAccountErrors] = useState<Partial<Record<AccountStepField, ErrorCode>>>(
    {},
  );
  const [signup, { isLoading, error, reset }] = useSignupMutation();
  useSignupStartCount();

  // A member who is already in (logged in elsewhere) has nothing to sign up for; one who was
  // waiting on "Check your inbox" and confirmed meanwhile (another tab, issue 25 §3) goes on to
  // the first matches, as "See your first matches" would take them.
  const waitedForConfirmation = useRef(false);
  if (step === 'confirm' && user?.status === 'not_confirmed') waitedForConfirmation.current = true;
  useEffect(() => {
    if (!user || user.status === 'not_confirmed') return;
    if (waitedForConfirmation.current) finish();
    else dispatch(signupClosed());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finish only navigates and closes
  }, [user, dispatch]);

  // Each new step's heading takes focus (issue 25 §3), so a screen reader says where the member
  // is and Tab starts at the step; the first step's is the dialog's own (Dialog focuses it).
  const steps = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = steps.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step]);

  const update = (next: SignupDraft) => {
    setDraft(next);
    saveDraft(next);
  };

  const createAccount = async (recipient: number | null) => {
    reset();
    const message = draft.signup_message.trim();
    const result = await signup({
      email: draft.email,
      name: draft.name,
      password,
      date_of_birth: draft.date_of_birth,
      ...(recipient !== null && message ? { signup_message: message, profile: recipient } : {}),
      language: i18n.language as 'en' | 'fr',
      tracking: visitTracking(),
      ...(draft.invite ? { invite: draft.invite } : {}),
      // Kept on the profile: the first search starts from it (issue 49 §2).
      ...(draft.seeking ? { seeking: draft.seeking } : {}),
    });
    if ('data' in result) {
      clearDraft();
      setPassword('');
      saveProfileStep('photo');
      setStep('photo');
      return;
    }
    // Something only the server could see about the account (the address was taken meanwhile):
    // back to that field.
    const body = (
      result.error as { data?: { error?: { code?: ErrorCode; params?: { field?: string } } } }
    ).data?.error;
    const field = body?.params?.field as AccountStepField | undefined;
    if (body?.code && field && ['email', 'name', 'password', 'date_of_birth'].includes(field)) {
      setAccountErrors({ [field]: body.code });
      setStep('account');
    }
  };

  // Closed as finished: the sign-up page under the modal (where a landing's call to action
  // leads) leaves the member to this navigation to the first matches.
  const finish = () => {
    saveProfileStep(null);
    dispatch(signupClosed({ finished: true }));
    navigate(paths.signupMatches);
  };

  const closedBecause = step === 'account' ? whyNot(settings?.signups, draft) : null;
  if (closedBecause)
    return (
      <section className="text-center py-3" aria-labelledby="signup-closed-title">
        <h2 id="signup-closed-title" className="h4">
          {t('closed.title')}
        </h2>
        <p className="text-body-secondary mb-0">{t(closedBecause)}</p>
      </section>
    );

  return (
    <div ref={steps}>
      {NUMBERED_STEPS.includes(step) && (
        <StepProgress step={NUMBERED_STEPS.indexOf(step) + 1} total={NUMBERED_STEPS.length} />
      )}
      {error && step === 'message' && <ErrorAlert error={error} />}
      {step === 'account' && (
        <AccountStep
          draft={draft}
          password={password}
          initialErrors={accountErrors}
          onDone={(next, typed) => {
            update(next);
            setPassword(typed);
            setAccountErrors({});
            dispatch(signupStarted());
            setStep('message');
          }}
        />
      )}
      {step === 'message' && (
        <MessageStep
          profileId={profileId}
          dateOfBirth={draft.date_of_birth}
          seeking={draft.seeking}
          onSeeking={(seeking) => update({ ...draft, seeking })}
          message={draft.signup_message}
          busy={isLoading}
          onChange={(signup_message) => update({ ...draft, signup_message })}
          onSubmit={(recipient) => void createAccount(recipient)}
          onBack={() => setStep('account')}
        />
      )}
      {(PROFILE_STEPS as readonly string[]).includes(step) && (
        <ProfileSteps onStep={setStep} onFinished={() => setStep('confirm')} />
      )}
      {step === 'confirm' && <ConfirmStep onFinish={finish} />}
    </div>
  );
}
