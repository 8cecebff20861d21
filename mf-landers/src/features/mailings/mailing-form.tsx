import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { backofficeRequest, ScreenNotices, useBackofficeQuery } from '@app/shared/backoffice';
import {
  MAILING_BODY_MAX_LENGTH,
  MAILING_SUBJECT_MAX_LENGTH,
  mailingDraftSchema,
  mailingKinds,
  mailingLanguages,
  PRODUCT_COUNTRIES,
  type Mailing,
  type MailingDraft,
  type MailingLanguage,
} from '@app/shared/contracts';
import { FormField } from '../../components/form-field';
import { MAILINGS_NAMESPACE } from './mailings-i18n';

const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;
/** How long the audience count waits for the typing to stop before it asks. */
const COUNT_AFTER_MS = 400;

const emptyText = { subject: '', body: '', button_label: '', button_url: '' };
const newDraft = (): MailingDraft => ({
  name: '',
  kind: 'promotions',
  audience: { countries: [], niche: null, paid: null },
  texts: { en: { ...emptyText }, fr: { ...emptyText } },
});
const draftOf = ({ name, kind, audience, texts }: Mailing): MailingDraft => ({
  name,
  kind,
  audience,
  texts,
});

/** The mailing's contract checked in the browser: each wrong field and why, by its path. */
function fieldErrors(draft: MailingDraft): Map<string, string> {
  const checked = mailingDraftSchema.safeParse(draft);
  const errors = new Map<string, string>();
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const why =
      issue.code === 'too_small'
        ? 'required'
        : issue.code === 'too_big'
          ? 'too_long'
          : issue.message;
    const path = issue.path.join('.');
    if (!errors.has(path)) errors.set(path, why);
  }
  return errors;
}

/**
 * A new mailing (`id` null) or a draft's changes: its name and kind, who gets it (with how many
 * would now), and its words in each language. Checked by the same contract as the API.
 */
export function MailingForm({ id }: { id: number | null }) {
  const { t } = useTranslation(MAILINGS_NAMESPACE);
  const navigate = useNavigate();
  const { data: loaded, error: loadError } = useBackofficeQuery<Mailing>(
    id === null ? null : `/mailings/${id}`,
  );
  const [draft, setDraft] = useState<MailingDraft | null>(id === null ? newDraft() : null);
  const [shown, setShown] = useState<Map<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (loaded) setDraft(draftOf(loaded));
  }, [loaded]);
  const audienceCount = useAudienceCount(draft);

  if (!draft)
    return (
      <section>
        <ScreenNotices said="" error={loadError} />
        {!loadError && <p role="status">{t('loading')}</p>}
      </section>
    );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = fieldErrors(draft);
    setShown(errors);
    if (errors.size > 0) {
      const first = [...errors.keys()][0]!;
      document.getElementById(`mailing-${first.replace(/\./g, '-')}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await backofficeRequest<Mailing>(
        id === null ? '/mailings' : `/mailings/${id}`,
        {
          method: id === null ? 'POST' : 'PUT',
          body: draft,
        },
      );
      navigate(`/mailings/${saved.id}`, {
        state: { said: t(id === null ? 'form.created' : 'form.saved') },
      });
    } catch (refusal) {
      setFailure(refusal);
      setBusy(false);
    }
  };

  const set = (changes: Partial<MailingDraft>) => setDraft({ ...draft, ...changes });
  const setAudience = (changes: Partial<MailingDraft['audience']>) =>
    set({ audience: { ...draft.audience, ...changes } });
  const setText = (
    language: MailingLanguage,
    key: keyof MailingDraft['texts']['en'],
    value: string,
  ) => set({ texts: { ...draft.texts, [language]: { ...draft.texts[language], [key]: value } } });
  const errorOf = (path: string) => {
    const why = shown.get(path);
    if (!why) return null;
    return why === 'required' || why === 'too_long'
      ? t(`form.${why}`)
      : t([`common:backoffice_errors.${why}`, 'form.invalid']);
  };

  /** A text control's class and what describes it: its error once shown, its help line. */
  const invalidProps = (path: string, withHelp = false) => {
    const id = `mailing-${path.replace(/\./g, '-')}`;
    const invalid = shown.has(path);
    const describedBy = [invalid ? `${id}-error` : '', withHelp ? `${id}-help` : '']
      .filter(Boolean)
      .join(' ');
    return {
      className: `form-control${invalid ? ' is-invalid' : ''}`,
      'aria-invalid': invalid,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    };
  };

  return (
    <section aria-labelledby="mailing-form-title">
      <p className="mb-2">
        <Link to={id === null ? '/mailings' : `/mailings/${id}`}>{t('back')}</Link>
      </p>
      <h1 id="mailing-form-title" className="h3">
        {t(id === null ? 'form.create_title' : 'form.edit_title')}
      </h1>
      <form onSubmit={save} noValidate>
        <div className="row g-3 mb-3">
          <FormField id="mailing-name" label={t('form.name')} error={errorOf('name')}>
            <input
              id="mailing-name"
              {...invalidProps('name')}
              maxLength={120}
              value={draft.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </FormField>
          <fieldset className="col-12 col-md-6">
            <legend className="form-label fs-6 mb-1">{t('form.kind')}</legend>
            {mailingKinds.map((kind) => (
              <div className="form-check form-check-inline" key={kind}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="mailing-kind"
                  id={`mailing-kind-${kind}`}
                  checked={draft.kind === kind}
                  onChange={() => set({ kind })}
                />
                <label className="form-check-label" htmlFor={`mailing-kind-${kind}`}>
                  {t(`kinds.${kind}`)}
                </label>
              </div>
            ))}
            <div className="form-text">{t('form.kind_help')}</div>
          </fieldset>
        </div>

        <fieldset className="mb-3">
          <legend className="h6">{t('form.audience')}</legend>
          <AudienceFields draft={draft} onChange={setAudience} />
          <p className="mt-2 mb-0" role="status" aria-live="polite">
            {audienceCount === null
              ? t('form.audience_counting')
              : t('form.audience_count', { count: audienceCount })}
          </p>
        </fieldset>

        <fieldset className="mb-3">
          <legend className="h6">{t('form.texts')}</legend>
          <p className="form-text mt-0">{t('form.texts_help')}</p>
          <div className="row g-3">
            {mailingLanguages.map((language) => (
              <fieldset key={language} className="col-12 col-lg-6">
                <legend className="fs-6 fw-semibold">{t(`languages.${language}`)}</legend>
                <FormField
                  id={`mailing-texts-${language}-subject`}
                  label={t('form.subject')}
                  error={errorOf(`texts.${language}.subject`)}
                  className="mb-2"
                >
                  <input
                    id={`mailing-texts-${language}-subject`}
                    {...invalidProps(`texts.${language}.subject`)}
                    maxLength={MAILING_SUBJECT_MAX_LENGTH}
                    value={draft.texts[language].subject}
                    onChange={(event) => setText(language, 'subject', event.target.value)}
                  />
                </FormField>
                <FormField
                  id={`mailing-texts-${language}-body`}
                  label={t('form.body')}
                  error={errorOf(`texts.${language}.body`)}
                  className="mb-2"
                >
                  <textarea
                    id={`mailing-texts-${language}-body`}
                    {...invalidProps(`texts.${language}.body`)}
                    rows={8}
                    maxLength={MAILING_BODY_MAX_LENGTH}
                    value={draft.texts[language].body}
                    onChange={(event) => setText(language, 'body', event.target.value)}
                  />
                </FormField>
                <div className="row g-2">
                  <FormField
                    id={`mailing-texts-${language}-button_label`}
                    label={t('form.button_label')}
                    error={errorOf(`texts.${language}.button_label`)}
                    className="col-12 col-sm-5"
                  >
                    <input
                      id={`mailing-texts-${language}-button_label`}
                      className="form-control"
                      maxLength={80}
                      value={draft.texts[language].button_label}
                      onChange={(event) => setText(language, 'button_label', event.target.value)}
                    />
                  </FormField>
                  <FormField
                    id={`mailing-texts-${language}-button_url`}
                    label={t('form.button_url')}
                    help={t('form.button_url_help')}
                    error={errorOf(`texts.${language}.button_url`)}
                    className="col-12 col-sm-7"
                  >
                    <input
                      id={`mailing-texts-${language}-button_url`}
                      {...invalidProps(`texts.${language}.button_url`, true)}
                      maxLength={500}
                      value={draft.texts[language].button_url}
                      onChange={(event) => setText(language, 'button_url', event.target.value)}
                    />
                  </FormField>
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
        {shown.size > 0 && (
          <div className="alert alert-warning" role="alert">
            {t('form.invalid')}
          </div>
        )}
        <ScreenNotices said="" error={failure} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(id === null ? 'form.create' : 'form.save')}
        </button>
      </form>
    </section>
  );
}

/** Countries (none: all), niche and payments: who among those who asked gets it. */
function AudienceFields({
  draft,
  onChange,
}: {
  draft: MailingDraft;
  onChange: (changes: Partial<MailingDraft['audience']>) => void;
}) {
  const { t, i18n } = useTranslation(MAILINGS_NAMESPACE);
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const { countries } = draft.audience;
  return (
    <div className="row g-3">
      <fieldset className="col-12">
        <legend className="form-label fs-6 mb-1">{t('form.countries')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {PRODUCT_COUNTRIES.map((code) => (
            <div className="form-check" key={code}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`mailing-country-${code}`}
                checked={countries.includes(code)}
                onChange={(event) =>
                  onChange({
                    countries: event.target.checked
                      ? [...countries, code]
                      : countries.filter((c) => c !== code),
                  })
                }
              />
              <label className="form-check-label" htmlFor={`mailing-country-${code}`}>
                {names.of(code)}
              </label>
            </div>
          ))}
        </div>
        <div className="form-text">{t('form.countries_help')}</div>
      </fieldset>
      <FormField id="mailing-niche" label={t('form.niche')} help={t('form.niche_help')}>
        <select
          id="mailing-niche"
          className="form-select"
          aria-describedby="mailing-niche-help"
          value={draft.audience.niche ?? ''}
          onChange={(event) =>
            onChange({ niche: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('form.niche_any')}</option>
          {NICHES.map((niche) => (
            <option key={niche} value={niche}>
              {t(`niches.${niche}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="mailing-paid" label={t('form.paid')}>
        <select
          id="mailing-paid"
          className="form-select"
          value={draft.audience.paid ?? ''}
          onChange={(event) =>
            onChange({ paid: event.target.value === '' ? null : (event.target.value as 'paid') })
          }
        >
          <option value="">{t('form.paid_any')}</option>
          <option value="paid">{t('form.paid_paid')}</option>
          <option value="free">{t('form.paid_free')}</option>
        </select>
      </FormField>
    </div>
  );
}

/** How many members the draft's kind and audience reach now; null while counting. */
function useAudienceCount(draft: MailingDraft | null): number | null {
  const [count, setCount] = useState<number | null>(null);
  const key = draft ? JSON.stringify([draft.kind, draft.audience]) : null;
  useEffect(() => {
    if (!draft) return;
    let current = true;
    setCount(null);
    const timer = setTimeout(() => {
      backofficeRequest<{ count: number }>('/mailings/audience', {
        method: 'POST',
        body: { kind: draft.kind, audience: draft.audience },
      }).then(
        (answer) => current && setCount(answer.count),
        () => undefined,
      );
    }, COUNT_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the kind and audience, by value
  }, [key]);
  return count;
}
