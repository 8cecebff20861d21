import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { run as suggestEmail } from '@zootools/email-spell-checker';
import { paths } from '@app/shared/values';
import { redirectedToLogin } from '@app/shared/bindings';
import { selectSettings, useAppDispatch, useAppSelector } from '@app/shared';
import { visitTracking } from '@app/shared/utils';
import type { AccountStepField } from '@app/shared/contracts';
import { accountStepSchema, type ErrorCode } from '@app/shared/contracts';
import { PasswordField, TextField, BusyButton } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useCheckSignupMutation } from './api';
import type { SignupDraft } from './draft';

type FieldErrors = Partial<Record<AccountStepField, ErrorCode>>;

/** The account step's fields in the order the form shows them, with their inputs' ids. */
const ACCOUNT_FIELD_ORDER: readonly AccountStepField[] = [
  'email',
  'name',
  'password',
  'date_of_birth',
];
const FIELD_IDS: Record<AccountStepField, string> = {
  email: 'signup-email',
  name: 'signup-name',
  password: 'signup-password',
  date_of_birth: 'signup-date-of-birth',
};

/**
 * The codes the account step's rules give for these values, one per field (spec §5). Where a
 * field breaks several, the spec's own rule (a refinement) is the one said.
 */
export function accountStepErrors(
  values: Record<AccountStepField, string>,
  minAge: number,
  today: Date,
): FieldErrors {
  const result = accountStepSchema(minAge, today).safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AccountStepField;
    if (errors[field] === undefined || issue.code === 'custom')
      errors[field] = issue.message as ErrorCode;
  }
  return errors;
}

/** "Did you mean …?" (spec §5) once an address looks complete, for a misspelt domain. */
function emailSuggestion(typed: string): string | null {
  const email = typed.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(email)) return null;
  const suggested = suggestEmail({ email })?.full ?? null;
  return suggested === email ? null : suggested;
}

/** The latest date of birth the date picker offers: `minAge` years ago today. */
function latestBirthDate(minAge: number, today: Date): string {
  const date = new Date(today);
  date.setUTCFullYear(date.getUTCFullYear() - minAge);
  return date.toISOString().slice(0, 10);
}

/**
 * Step "account": e-mail, username, password, date of birth. The rules run here as the member
 * submits, then on the server (`/api/signup-check.php`) for what only it knows: a taken address
 * or name, the site's sign-up mode, the invitation.
 */
export function AccountStep({
  draft,
  password,
  initialErrors = {},
  onDone,
}: {
  draft: SignupDraft;
  password: string;
  /** What the server refused when the account was created (e.g. the address taken meanwhile). */
  initialErrors?: FieldErrors;
  onDone: (draft: SignupDraft, password: string) => void;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const dispatch = useAppDispatch();
  const minAge = useAppSelector(selectSettings)?.min_age ?? 18;
  const [values, setValues] = useState({
    email: draft.email,
    name: draft.name,
    password,
    date_of_birth: draft.date_of_birth,
  });
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckSignupMutation();
  /** A refusal that belongs to no field: the site's sign-up mode, or a failure. */
  const [formError, setFormError] = useState<'signup_not_allowed' | 'generic' | null>(null);

  const set = (field: AccountStepField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // Suggested while typing, not on blur: a line appearing as the member clicks "Next" would
    // move the button from under the pointer.
    if (field === 'email') setSuggestion(emailSuggestion(event.target.value));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: AccountStepField) => {
    const code = errors[field];
    return code ? t(`common:error.${code}`, { min_age: minAge }) : null;
  };

  // After a refused Next, focus goes to the first field to mend (issue 25 §4), in form order.
  const focusFirst = (found: FieldErrors) => {
    const field = ACCOUNT_FIELD_ORDER.find((name) => found[name]);
    if (field) document.getElementById(FIELD_IDS[field])?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = accountStepErrors(values, minAge, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const account = { ...values, email: values.email.trim(), name: values.name.trim() };
    const result = await check({
      ...account,
      tracking: visitTracking(),
      ...(draft.invite ? { invite: draft.invite } : {}),
    });
    if ('error' in result) {
      const body = (
        result.error as { data?: { error?: { code?: string; params?: { field?: string } } } }
      ).data?.error;
      const field = body?.params?.field as AccountStepField | undefined;
      if (field && field in values) {
        setErrors({ [field]: body?.code as ErrorCode });
        focusFirst({ [field]: body?.code as ErrorCode });
      } else setFormError(body?.code === 'signup_not_allowed' ? 'signup_not_allowed' : 'generic');
      return;
    }
    onDone({ ...draft, ...account }, account.password);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="signup-account-title">
      <h2 id="signup-account-title" className="h4 mb-1">
        {t('account.title')}
      </h2>
      <p className="text-body-secondary mb-4">{t('account.lead')}</p>
      {formError && (
        <div className="alert alert-danger" role="alert">
          {t(`common:error.${formError}`)}
        </div>
      )}
      <TextField
        className="mb-3"
        id="signup-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.email')}
        value={values.email}
        onChange={set('email')}
        error={errorText('email')}
      />
      {errors.email === 'email_taken' && (
        <p className="small mt-n2">
          <Link to={paths.login} onClick={() => dispatch(redirectedToLogin())}>
            {t('account.login_instead')}
          </Link>
        </p>
      )}
      {suggestion && suggestion !== values.email.trim() && (
        <p className="small mt-n2" role="status">
          {t('account.did_you_mean')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => {
              setValues((current) => ({ ...current, email: suggestion }));
              setSuggestion(null);
            }}
          >
            {suggestion}
          </button>
          {/* The question mark as the language writes it (French: a thin no-break space). */}
          {t('account.did_you_mean_end')}
        </p>
      )}
      <TextField
        className="mb-3"
        id="signup-name"
        name="name"
        autoComplete="username"
        label={t('account.name')}
        value={values.name}
        onChange={set('name')}
        error={errorText('name')}
      />
      <PasswordField
        className="mb-3"
        id="signup-password"
        name="password"
        autoComplete="new-password"
        label={t('account.password')}
        value={values.password}
        onChange={set('password')}
        error={errorText('password')}
      />
      <TextField
        className="mb-4"
        id="signup-date-of-birth"
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        max={latestBirthDate(minAge, new Date())}
        label={t('account.date_of_birth', { min_age: minAge })}
        value={values.date_of_birth}
        onChange={set('date_of_birth')}
        error={errorText('date_of_birth')}
      />
      {/* What the member agrees to by creating the account, before they do (issue 25 §3). */}
      {/* In pieces, not <Trans>: the shared react-i18next the shell provides is trimmed to what
          the kernel uses, and Trans is not part of it. */}
      <p className="small text-body-secondary" id="signup-agreement">
        {t('account.agreement.lead')}{' '}
        <Link to={paths.page('terms')} target="_blank">
          {t('account.agreement.terms')}
        </Link>{' '}
        {t('account.agreement.and')}{' '}
        <Link to={paths.page('privacy')} target="_blank">
          {t('account.agreement.privacy')}
        </Link>
        {t('account.agreement.end')}
      </p>
      <BusyButton
        className="btn btn-primary btn-lg w-100"
        busy={isLoading}
        aria-describedby="signup-agreement"
      >
        {t('account.next')}
      </BusyButton>
    </form>
  );
}
