import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  backofficeRequest,
  ScreenNotices,
  useBackofficeQuery,
  useFormat,
} from '@app/shared/backoffice';
import type { Campaign, CampaignSummary } from '@app/shared/contracts';
import { TableScroll } from '@app/shared/ui';
import { campaignBody, newDraft } from './campaign-draft';
import { CampaignFields } from './campaign-fields';
import { CampaignPage } from './campaign-page';
import { CAMPAIGNS_NAMESPACE } from './campaigns-i18n';
import { StatusBadge } from './status-badge';

/**
 * Marketing's campaigns (issue 28 §1): the list, a new campaign, and each campaign's page
 * (`/backoffice/campaigns/<number>`) with its preview, publishing, versions and figures.
 */
export default function CampaignsScreen() {
  const { pathname } = useLocation();
  const id = /^\/campaigns\/(\d+)/.exec(pathname)?.[1];
  if (id) return <CampaignPage key={id} id={Number(id)} />;
  if (/^\/campaigns\/new\/?$/.test(pathname)) return <NewCampaign />;
  return <CampaignList />;
}

function CampaignList() {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const location = useLocation();
  const { data, error } = useBackofficeQuery<{ campaigns: CampaignSummary[] }>('/campaigns');
  const said = (location.state as { said?: string } | null)?.said ?? '';
  const { dateTime } = useFormat();
  return (
    <section aria-labelledby="campaigns-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-2">
        <h1 id="campaigns-title" className="h3 mb-0">
          {t('title')}
        </h1>
        <Link to="/campaigns/new" className="btn btn-primary">
          {t('new')}
        </Link>
      </div>
      <p className="text-body-secondary">{t('intro')}</p>
      <ScreenNotices said={said} error={error} />
      {!data && !error && <p role="status">{t('loading')}</p>}
      {data && data.campaigns.length === 0 && <p>{t('none')}</p>}
      {data && data.campaigns.length > 0 && (
        <TableScroll label={t('title')}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('list.path')}</th>
                <th scope="col">{t('list.template')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col" className="text-end">
                  {t('list.live_version')}
                </th>
                <th scope="col">{t('list.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {data.campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <th scope="row">
                    <Link to={`/campaigns/${campaign.id}`}>/landers/{campaign.slug}</Link>
                  </th>
                  <td>{t(`templates.${campaign.template}`)}</td>
                  <td>
                    <StatusBadge status={campaign.status} />
                  </td>
                  <td className="text-end">
                    {campaign.live_version ?? '—'} / {campaign.latest_version}
                  </td>
                  <td>{dateTime(campaign.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function NewCampaign() {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(newDraft);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const campaign = await backofficeRequest<Campaign>('/campaigns', {
        method: 'POST',
        body: { slug: draft.slug, ...campaignBody(draft) },
      });
      navigate(`/campaigns/${campaign.id}`, { state: { said: t('form.created') } });
    } catch (refusal) {
      setFailure(refusal);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="new-campaign-title">
      <p className="mb-2">
        <Link to="/campaigns">{t('back')}</Link>
      </p>
      <h1 id="new-campaign-title" className="h3">
        {t('form.create_title')}
      </h1>
      <form onSubmit={create}>
        <CampaignFields draft={draft} onChange={setDraft} withSlug />
        <ScreenNotices said="" error={failure} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('form.create')}
        </button>
      </form>
    </section>
  );
}
