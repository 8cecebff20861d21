import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backofficeRequest,
  formValues,
  useBackofficeQuery,
  useFormat,
} from '@app/shared/backoffice';
import {
  panelSettingsChangeSchema,
  type BackofficeSites,
  type PanelSettings,
  type SiteSettingsPanel,
} from '@app/shared/contracts';
import { ConfirmDialog } from '@app/shared/ui';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';

/** The texts a site words in each of its languages (the Settings contract's `texts`). */
const TEXT_FIELDS = [
  'description',
  'index_title',
  'fictional_singular',
  'fictional_plural',
] as const;

/** How each setting is edited: text, number (with its step), yes/no, or a list one per line. */
type Kind = 'text' | 'email' | 'int' | 'fraction' | 'yesno' | 'lines';
const GROUPS: readonly { name: string; fields: readonly [keyof PanelSettings, Kind][] }[] = [
  {
    name: 'texts',
    fields: [
      ['name', 'text'],
      ['description', 'text'],
      ['index_title', 'text'],
    ],
  },
  {
    name: 'mail',
    fields: [
      ['mail_name', 'text'],
      ['support_email', 'email'],
      ['support_phone', 'text'],
    ],
  },
  {
    name: 'prices',
    fields: [
      ['message_credits', 'int'],
      ['photo_credits', 'int'],
      ['gift_credits', 'int'],
      ['signup_credits', 'int'],
      ['refund_days', 'int'],
    ],
  },
  {
    name: 'operated',
    fields: [
      ['fictional_icon', 'yesno'],
      ['fictional_warning', 'yesno'],
      ['fictional_singular', 'text'],
      ['fictional_plural', 'text'],
    ],
  },
  {
    name: 'safety',
    fields: [
      ['min_age', 'int'],
      ['quarantine_hours', 'int'],
      ['nudity_threshold_chat', 'fraction'],
      ['nudity_threshold_profile', 'fraction'],
      ['unkind_words', 'lines'],
    ],
  },
];

/**
 * The site's settings, for owners (issue 48 §3): texts, what actions cost, the operated
 * profiles' wording, safety and the contacts — checked by the same rules as the site file,
 * applied on every node within a second, each change kept with who made it and undoable. The
 * database holds the truth; `pnpm site:export` writes it back to a file.
 */
export function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const sites = useBackofficeQuery<BackofficeSites>('/sites').data;
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen ?? sites?.current ?? null;
  return (
    <section>
      <PageTitle text={t('settings.title')} />
      {sites && sites.sites.length > 1 && (
        <div className="mb-3" style={{ maxWidth: 360 }}>
          <label htmlFor="settings-site" className="form-label">
            {t('settings.site')}
          </label>
          <select
            id="settings-site"
            className="form-select"
            value={siteId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {sites.sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name} ({site.domain})
              </option>
            ))}
          </select>
        </div>
      )}
      {siteId !== null && <SiteSettings key={siteId} siteId={siteId} />}
    </section>
  );
}

function SiteSettings({ siteId }: { siteId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const { data, error, reload } = useBackofficeQuery<SiteSettingsPanel>(`/site-settings/${siteId}`);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [undoing, setUndoing] = useState<SiteSettingsPanel['versions'][number] | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!data) return;
    const value = formValues(event.currentTarget);
    const typed: Record<string, unknown> = {};
    for (const { fields } of GROUPS)
      for (const [key, kind] of fields) {
        const raw = value(key);
        typed[key] =
          kind === 'int'
            ? Number(raw)
            : kind === 'fraction'
              ? Number(raw.replace(',', '.'))
              : kind === 'lines'
                ? raw
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean)
                : raw.trim();
      }
    // The site's wording in its other languages: a field left empty falls back to the main text.
    const texts: Record<string, Record<string, string>> = {};
    for (const language of data.languages.slice(1))
      for (const field of TEXT_FIELDS) {
        const typedText = value(`texts.${language}.${field}`).trim();
        if (typedText) (texts[language] ??= {})[field] = typedText;
      }
    typed.texts = texts;
    // Only what changed is sent: the history then says what the owner changed.
    const changes = Object.fromEntries(
      Object.entries(typed).filter(
        ([key, next]) =>
          JSON.stringify(next) !== JSON.stringify(data.settings[key as keyof PanelSettings]),
      ),
    );
    setFailure(null);
    setSaid('');
    setInvalid([]);
    if (Object.keys(changes).length === 0) {
      setSaid(t('settings.nothing_changed'));
      return;
    }
    const checked = panelSettingsChangeSchema.safeParse(changes);
    if (!checked.success) {
      // Said by name, before anything is sent: the same rules the server (and the file) apply.
      setInvalid([...new Set(checked.error.issues.map((issue) => String(issue.path[0])))]);
      return;
    }
    setBusy(true);
    try {
      // Made from the newest version this form shows: a change someone made since is not undone.
      await backofficeRequest(`/site-settings/${siteId}`, {
        method: 'PATCH',
        body: { ...changes, based_on: data.versions[0]?.id ?? 0 },
      });
      setSaid(t('settings.saved', { count: Object.keys(changes).length }));
      reload();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
    }
  };
  const undo = async () => {
    if (!undoing) return;
    setBusy(true);
    setFailure(null);
    try {
      await backofficeRequest(`/site-settings/${siteId}/versions/${undoing.id}/undo`, {
        method: 'POST',
      });
      setSaid(t('settings.undone'));
      reload();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
      setUndoing(null);
    }
  };

  return (
    <>
      <ErrorAlert error={error ?? failure} />
      {invalid.length > 0 && (
        <div className="alert alert-danger" role="alert">
          {t('settings.invalid', {
            fields: invalid.map((key) => t(`settings.fields.${key}`)).join(', '),
          })}
        </div>
      )}
      {said && (
        <div className="alert alert-success" role="status">
          {said}
        </div>
      )}
      {data && (
        <form key={JSON.stringify(data.settings)} onSubmit={(event) => void save(event)}>
          <p className="text-body-secondary">{t('settings.lead', { domain: data.site.domain })}</p>
          {GROUPS.map((group) => (
            <fieldset className="mb-4" key={group.name}>
              <legend className="h5">{t(`settings.groups.${group.name}`)}</legend>
              <div className="row g-3">
                {group.fields.map(([key, kind]) => (
                  <SettingField key={key} name={key} kind={kind} value={data.settings[key]} />
                ))}
              </div>
            </fieldset>
          ))}
          {data.languages.slice(1).map((language) => (
            <fieldset className="mb-4" key={language}>
              <legend className="h5">{t('settings.texts_in', { language })}</legend>
              <div className="row g-3">
                {TEXT_FIELDS.map((field) => (
                  <div className="col-lg-6" key={field}>
                    <label htmlFor={`setting-texts-${language}-${field}`} className="form-label">
                      {t(`settings.fields.${field}`)} ({language})
                    </label>
                    <input
                      id={`setting-texts-${language}-${field}`}
                      name={`texts.${language}.${field}`}
                      className="form-control"
                      lang={language}
                      defaultValue={
                        data.settings.texts[language as keyof PanelSettings['texts']]?.[field] ?? ''
                      }
                      aria-describedby="settings-texts-hint"
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
          {data.languages.length > 1 && (
            <p id="settings-texts-hint" className="form-text">
              {t('settings.texts_hint')}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('settings.save')}
          </button>
        </form>
      )}
      {data && (
        <section className="mt-5" aria-labelledby="settings-history">
          <h2 id="settings-history" className="h5">
            {t('settings.history')}
          </h2>
          {data.versions.length === 0 ? (
            <p className="text-body-secondary">{t('settings.no_history')}</p>
          ) : (
            <ul className="list-unstyled">
              {data.versions.map((version) => (
                <li key={version.id} className="border-start border-3 ps-2 mb-2">
                  <span className="small text-body-secondary">
                    {dateTime(version.created_at)} ·{' '}
                    {t(`settings.sources.${version.source}`, {
                      who: version.staff_email ?? '—',
                    })}
                  </span>
                  <br />
                  {version.changed.length === 0
                    ? t('settings.first_import')
                    : version.changed.map((key) => t(`settings.fields.${key}`)).join(', ')}
                  {version.changed.length > 0 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-link"
                      aria-label={t('settings.undo_label', {
                        at: dateTime(version.created_at),
                      })}
                      onClick={() => setUndoing(version)}
                    >
                      {t('settings.undo')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {undoing && (
        <ConfirmDialog
          title={t('settings.undo_title')}
          cancelLabel={t('cancel')}
          confirmLabel={t('settings.undo')}
          danger={false}
          busy={busy}
          onCancel={() => setUndoing(null)}
          onConfirm={() => void undo()}
        >
          {t('settings.undo_text', {
            fields: undoing.changed.map((key) => t(`settings.fields.${key}`)).join(', '),
          })}
        </ConfirmDialog>
      )}
    </>
  );
}

function SettingField({ name, kind, value }: { name: string; kind: Kind; value: unknown }) {
  const { t } = useTranslation(NAMESPACE);
  const id = `setting-${name}`;
  const label = (
    <label htmlFor={id} className="form-label">
      {t(`settings.fields.${name}`)}
    </label>
  );
  if (kind === 'yesno')
    return (
      <div className="col-sm-6 col-lg-3">
        {label}
        <select id={id} name={name} className="form-select" defaultValue={String(value)}>
          <option value="yes">{t('settings.yes')}</option>
          <option value="no">{t('settings.no')}</option>
        </select>
      </div>
    );
  if (kind === 'lines')
    return (
      <div className="col-12">
        {label}
        <textarea
          id={id}
          name={name}
          className="form-control"
          rows={4}
          defaultValue={(value as string[]).join('\n')}
          aria-describedby={`${id}-hint`}
        />
        <div id={`${id}-hint`} className="form-text">
          {t('settings.one_per_line')}
        </div>
      </div>
    );
  return (
    <div className={kind === 'int' || kind === 'fraction' ? 'col-sm-6 col-lg-3' : 'col-lg-6'}>
      {label}
      <input
        id={id}
        name={name}
        className="form-control"
        type={kind === 'email' ? 'email' : kind === 'int' ? 'number' : 'text'}
        inputMode={kind === 'fraction' ? 'decimal' : undefined}
        step={kind === 'int' ? 1 : undefined}
        required={kind !== 'text' || name === 'name'}
        defaultValue={String(value ?? '')}
      />
    </div>
  );
}
