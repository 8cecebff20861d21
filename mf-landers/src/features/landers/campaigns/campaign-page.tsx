import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  BACKOFFICE_API,
  backofficeRequest,
  formValues,
  ScreenNotices,
  useBackofficeQuery,
  useFormat,
} from '@app/shared/backoffice';
import type { Campaign } from '@app/shared/contracts';
import { TableScroll } from '@app/shared/ui';
import { campaignBody, draftOf, type CampaignDraft } from './campaign-draft';
import { CampaignFields } from './campaign-fields';
import { CampaignFigures } from './campaign-figures';
import { CampaignPreview } from './campaign-preview';
import { CAMPAIGNS_NAMESPACE } from './campaigns-i18n';
import { StatusBadge } from './status-badge';

/** A `datetime-local` field's value as an ISO time (in the staff member's time zone), or null. */
const isoOrNull = (value: string) => (value === '' ? null : new Date(value).toISOString());
/** An ISO time as a `datetime-local` field shows it, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * One campaign: its preview as a visitor would see it, publishing (now or scheduled), the
 * versions of its texts (any can be made live again), its form, and its figures.
 */
export function CampaignPage({ id }: { id: number }) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const { data: loaded, error } = useBackofficeQuery<Campaign>(`/campaigns/${id}`);
  // The campaign as the last action left it (each answers the whole campaign).
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [draft, setDraft] = useState<CampaignDraft | null>(null);
  const [previewVersion, setPreviewVersion] = useState<number | null>(null);
  const [said, setSaid] = useState((location.state as { said?: string } | null)?.said ?? '');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { dateTime } = useFormat();
  // What the last screen said is said once: not again after a reload.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  useEffect(() => {
    if (loaded) {
      setCampaign(loaded);
      setDraft(draftOf(loaded));
    }
  }, [loaded]);

  if (!campaign || !draft)
    return (
      <section>
        <ScreenNotices said="" error={error} />
        {!error && <p role="status">{t('loading')}</p>}
      </section>
    );

  const act = async (path: string, body: object, done: (after: Campaign) => string) => {
    setBusy(true);
    setFailure(null);
    setSaid('');
    try {
      const after = await backofficeRequest<Campaign>(`/campaigns/${id}${path}`, {
        method: path === '' ? 'PUT' : 'POST',
        body: { revision: campaign.revision, ...body },
      });
      setCampaign(after);
      setDraft(draftOf(after));
      setSaid(done(after));
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
    }
  };
  const publish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    void act(
      '/publish',
      { starts_at: isoOrNull(value('starts_at')), ends_at: isoOrNull(value('ends_at')) },
      () => t('page.published'),
    );
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act('', campaignBody(draft), (after) => {
      setPreviewVersion(after.latest_version);
      return t('form.saved');
    });
  };
  const duplicate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = formValues(event.currentTarget)('slug');
    setFailure(null);
    try {
      const copy = await backofficeRequest<Campaign>(`/campaigns/${id}/duplicate`, {
        method: 'POST',
        body: { slug },
      });
      navigate(`/campaigns/${copy.id}`, { state: { said: t('page.duplicated') } });
    } catch (refusal) {
      setFailure(refusal);
    }
  };
  const shown = previewVersion ?? campaign.latest_version;
  const published = campaign.status !== 'draft' && campaign.status !== 'unpublished';

  return (
    <section aria-labelledby="campaign-title">
      <p className="mb-2">
        <Link to="/campaigns">{t('back')}</Link>
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 id="campaign-title" className="h3 mb-0 text-break">
          /landers/{campaign.slug}
        </h1>
        <StatusBadge status={campaign.status} />
        {campaign.status === 'live' && (
          <a href={`/landers/${campaign.slug}`} target="_blank" rel="noreferrer">
            {t('page.open')}
          </a>
        )}
      </div>
      <ScreenNotices said={said} error={failure} />
      {said && <p className="alert alert-success">{said}</p>}

      <CampaignPreview
        src={`${BACKOFFICE_API}/campaigns/${id}/preview`}
        slug={campaign.slug}
        version={shown}
      />

      <section aria-labelledby="publish-title" className="mb-4">
        <h2 id="publish-title" className="h5">
          {t('page.publish')}
        </h2>
        <p>
          {campaign.live_version !== null && published
            ? t('page.live_version', { version: campaign.live_version })
            : t('page.not_live')}
        </p>
        <form className="row g-2 align-items-end" onSubmit={publish}>
          <div className="col-12 col-sm-6 col-lg-3">
            <label htmlFor="campaign-starts" className="form-label">
              {t('page.starts_at')}
            </label>
            <input
              id="campaign-starts"
              name="starts_at"
              type="datetime-local"
              className="form-control"
              defaultValue={localInput(campaign.starts_at)}
            />
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <label htmlFor="campaign-ends" className="form-label">
              {t('page.ends_at')}
            </label>
            <input
              id="campaign-ends"
              name="ends_at"
              type="datetime-local"
              className="form-control"
              defaultValue={localInput(campaign.ends_at)}
            />
          </div>
          <div className="col-12 col-lg-6 d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('page.publish_latest', { version: campaign.latest_version })}
            </button>
            {published && (
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={busy}
                onClick={() => void act('/unpublish', {}, () => t('page.unpublished'))}
              >
                {t('page.unpublish')}
              </button>
            )}
          </div>
        </form>
      </section>

      <section aria-labelledby="versions-title" className="mb-4">
        <h2 id="versions-title" className="h5">
          {t('page.versions')}
        </h2>
        <TableScroll label={t('page.versions')}>
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">{t('page.version')}</th>
                <th scope="col">{t('form.headline')}</th>
                <th scope="col">{t('page.written')}</th>
                <th scope="col">{t('page.by')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('page.show')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaign.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row">
                    {version.version}{' '}
                    {published && version.version === campaign.live_version && (
                      <span className="badge text-bg-success">{t('page.live')}</span>
                    )}
                  </th>
                  <td>
                    <span lang="en">{version.texts.en.headline}</span>
                    <br />
                    <span lang="fr" className="text-body-secondary">
                      {version.texts.fr.headline}
                    </span>
                  </td>
                  <td>{dateTime(version.created_at)}</td>
                  <td>{version.created_by ?? '—'}</td>
                  <td className="text-nowrap">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary me-1"
                      aria-pressed={shown === version.version}
                      onClick={() => setPreviewVersion(version.version)}
                    >
                      {t('page.show')}
                      <span className="visually-hidden"> {version.version}</span>
                    </button>
                    {version.version !== campaign.live_version && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={busy}
                        onClick={() =>
                          void act('/publish', { version: version.version }, () =>
                            t('page.restored', { version: version.version }),
                          )
                        }
                      >
                        {t('page.restore')}
                        <span className="visually-hidden"> {version.version}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section aria-labelledby="edit-title" className="mb-4">
        <h2 id="edit-title" className="h5">
          {t('form.edit_title')}
        </h2>
        <form onSubmit={save}>
          <CampaignFields draft={draft} onChange={setDraft} withSlug={false} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('form.save')}
          </button>
        </form>
      </section>

      <section aria-labelledby="duplicate-title" className="mb-4">
        <h2 id="duplicate-title" className="h5">
          {t('page.duplicate')}
        </h2>
        <form className="row g-2 align-items-end" onSubmit={duplicate}>
          <div className="col-12 col-sm-6 col-lg-4">
            <label htmlFor="campaign-copy-slug" className="form-label">
              {t('page.duplicate_slug')}
            </label>
            <input
              id="campaign-copy-slug"
              name="slug"
              className="form-control"
              required
              maxLength={48}
              pattern="[a-z0-9](?:[a-z0-9\-]{0,46}[a-z0-9])?"
              defaultValue={`${campaign.slug}-2`}
            />
          </div>
          <div className="col-auto">
            <button type="submit" className="btn btn-outline-primary">
              {t('page.duplicate')}
            </button>
          </div>
        </form>
      </section>

      <CampaignFigures id={id} />
    </section>
  );
}
