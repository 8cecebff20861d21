import { TableScroll } from '@app/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backofficeRequest,
  formValues,
  ScreenNotices,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import type { BackofficeSites, ManagedBundle as Bundle } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

/** Major units typed (12.50) to the minor units the API keeps (1250). */
const toMinor = (typed: string) => Math.round(Number(typed.replace(',', '.')) * 100);

/**
 * Credit bundles (issue 26 §5), for finance: per site and country, with price and currency,
 * highlighted, in order, sold or withdrawn. A change is offered to members at once (no restart)
 * and recorded in the audit trail before → after. Sites are shown by name, and a new bundle is for
 * the site this back office is on unless finance picks another or all (issue 48 §5).
 */
export default function BundlesScreen() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<{ bundles: Bundle[] }>('/bundles');
  const sites = useBackofficeQuery<BackofficeSites>('/sites').data;
  const [repricing, setRepricing] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [shown, setShown] = useState('');
  const listed = (data?.bundles ?? []).filter(
    (bundle) => shown === '' || bundle.country === shown.trim().toUpperCase(),
  );
  const price = (bundle: Bundle) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: bundle.currency }).format(
      bundle.amount / 100,
    );

  const siteName = (id: number | null) =>
    id === null
      ? t('backoffice.all_sites')
      : (sites?.sites.find((site) => site.id === id)?.name ?? `#${id}`);
  const describe = (bundle: Bundle) => ({
    credits: bundle.credits,
    country: bundle.country,
    site: siteName(bundle.site_id),
  });

  const send = async (path: string, body: unknown, text: string) => {
    setFailure(null);
    try {
      await backofficeRequest(path, { method: 'POST', body });
      setSaid(text);
      reload();
      return true;
    } catch (refusal) {
      setFailure(refusal);
      return false;
    }
  };
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = formValues(form);
    const site = value('site_id');
    const ok = await send(
      '/bundles',
      {
        site_id: site === 'all' ? null : Number(site),
        country: value('country').trim().toUpperCase(),
        currency: value('currency').trim().toUpperCase(),
        credits: Number(value('credits')),
        amount: toMinor(value('amount')),
        highlighted: (form.elements.namedItem('highlighted') as HTMLInputElement).checked,
        position: Number(value('position') || 0),
        active: true,
      },
      t('backoffice.bundle_created'),
    );
    if (ok) form.reset();
  };

  return (
    <section aria-labelledby="bundles-title">
      <h1 id="bundles-title" className="h3">
        {t('backoffice.bundles_title')}
      </h1>
      <ScreenNotices said={said} error={error ?? failure} />
      <form className="row g-2 align-items-end mb-4" onSubmit={(event) => void create(event)}>
        <h2 className="h5 col-12">{t('backoffice.new_bundle')}</h2>
        {(
          [
            ['country', 'text', 'FR', true],
            ['currency', 'text', 'EUR', true],
            ['credits', 'number', '', true],
            ['amount', 'text', '', true],
            ['position', 'number', '0', false],
          ] as const
        ).map(([name, type, placeholder, required]) => (
          <div className="col-6 col-md-2" key={name}>
            <label htmlFor={`bundle-${name}`} className="form-label">
              {t(`backoffice.bundle_fields.${name}`)}
            </label>
            <input
              id={`bundle-${name}`}
              name={name}
              type={type}
              inputMode={name === 'amount' ? 'decimal' : undefined}
              className="form-control"
              placeholder={placeholder}
              required={required}
            />
          </div>
        ))}
        <div className="col-6 col-md-2">
          <label htmlFor="bundle-site_id" className="form-label">
            {t('backoffice.bundle_fields.site_id')}
          </label>
          {/* Keyed by the current site so the default appears once the sites have loaded. */}
          <select
            id="bundle-site_id"
            name="site_id"
            className="form-select"
            key={sites?.current ?? 'loading'}
            defaultValue={sites?.current ?? 'all'}
          >
            {sites?.sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
            <option value="all">{t('backoffice.all_sites')}</option>
          </select>
        </div>
        <div className="col-auto form-check ms-2">
          <input
            id="bundle-highlighted"
            name="highlighted"
            type="checkbox"
            className="form-check-input"
          />
          <label htmlFor="bundle-highlighted" className="form-check-label">
            {t('backoffice.bundle_fields.highlighted')}
          </label>
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('backoffice.create_bundle')}
          </button>
        </div>
      </form>
      <div className="mb-2" style={{ maxWidth: 240 }}>
        <label htmlFor="bundles-shown" className="form-label">
          {t('backoffice.show_country')}
        </label>
        <input
          id="bundles-shown"
          className="form-control"
          value={shown}
          maxLength={2}
          onChange={(event) => setShown(event.target.value)}
        />
      </div>
      <TableScroll label={t('backoffice.bundles_list')}>
        <table className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.bundle_fields.site_id')}</th>
              <th scope="col">{t('backoffice.bundle_fields.country')}</th>
              <th scope="col">{t('backoffice.bundle_fields.credits')}</th>
              <th scope="col">{t('backoffice.bundle_fields.amount')}</th>
              <th scope="col">{t('backoffice.bundle_fields.position')}</th>
              <th scope="col">{t('backoffice.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('backoffice.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listed.map((bundle) => (
              <tr key={bundle.id}>
                <td>{siteName(bundle.site_id)}</td>
                <td>{bundle.country}</td>
                <td>{bundle.credits}</td>
                <td>
                  {repricing === bundle.id ? (
                    <form
                      className="d-flex gap-1"
                      onSubmit={(event) => {
                        event.preventDefault();
                        const typed = formValues(event.currentTarget)('amount');
                        void send(
                          `/bundles/${bundle.id}`,
                          { amount: toMinor(typed) },
                          t('backoffice.bundle_changed'),
                        ).then((ok) => ok && setRepricing(null));
                      }}
                    >
                      <label htmlFor={`bundle-${bundle.id}-amount`} className="visually-hidden">
                        {t('backoffice.new_price_label', describe(bundle))}
                      </label>
                      <input
                        id={`bundle-${bundle.id}-amount`}
                        name="amount"
                        className="form-control form-control-sm"
                        inputMode="decimal"
                        required
                        pattern="[0-9]+([.,][0-9]{1,2})?"
                        defaultValue={(bundle.amount / 100).toFixed(2)}
                        // The button that opened it is gone: focus follows the act.
                        ref={(input) => input?.focus()}
                        style={{ maxWidth: 110 }}
                      />
                      <button type="submit" className="btn btn-sm btn-primary">
                        {t('backoffice.save_price')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-link"
                        onClick={() => setRepricing(null)}
                      >
                        {t('backoffice.cancel')}
                      </button>
                    </form>
                  ) : (
                    price(bundle)
                  )}
                </td>
                <td>{bundle.position}</td>
                <td>
                  {bundle.active ? t('backoffice.on_sale') : t('backoffice.withdrawn')}
                  {bundle.highlighted && ` · ${t('backoffice.bundle_fields.highlighted')}`}
                </td>
                <td className="text-end text-nowrap">
                  {repricing !== bundle.id && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-2"
                      aria-label={t('backoffice.change_price_label', describe(bundle))}
                      onClick={() => setRepricing(bundle.id)}
                    >
                      {t('backoffice.change_price')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t(
                      bundle.active ? 'backoffice.withdraw_label' : 'backoffice.offer_label',
                      describe(bundle),
                    )}
                    onClick={() =>
                      void send(
                        `/bundles/${bundle.id}`,
                        { active: !bundle.active },
                        t('backoffice.bundle_changed'),
                      )
                    }
                  >
                    {bundle.active ? t('backoffice.withdraw') : t('backoffice.offer')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
