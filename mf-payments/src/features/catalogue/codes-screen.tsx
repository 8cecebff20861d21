import { TableScroll } from '@app/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backofficeRequest,
  formValues,
  ScreenNotices,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import type { ManagedCode as Code } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

/**
 * Discount codes (issue 26 §5), for finance: a percentage off, limited by country, currency, a
 * minimum order and an end date, single-use or not; how often each was used; disabled at once.
 */
export default function CodesScreen() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<{ codes: Code[] }>('/codes');
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

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
    const optional = (name: string) => value(name).trim().toUpperCase() || null;
    const minimum = value('minimum_order_value').trim();
    const expires = value('expires');
    const ok = await send(
      '/codes',
      {
        code: value('code').trim(),
        value_percentage: Number(value('value_percentage')),
        country: optional('country'),
        currency: optional('currency'),
        minimum_order_value: minimum === '' ? null : Math.round(Number(minimum) * 100),
        // The end of the day chosen, in the staff member's own time zone.
        expires: expires === '' ? null : new Date(`${expires}T23:59:59`).toISOString(),
        single_use: (form.elements.namedItem('single_use') as HTMLInputElement).checked,
        paymentmethods: null,
      },
      t('backoffice.code_created'),
    );
    if (ok) form.reset();
  };

  return (
    <section aria-labelledby="codes-title">
      <h1 id="codes-title" className="h3">
        {t('backoffice.codes_title')}
      </h1>
      <ScreenNotices said={said} error={error ?? failure} />
      <form className="row g-2 align-items-end mb-4" onSubmit={(event) => void create(event)}>
        <h2 className="h5 col-12">{t('backoffice.new_code')}</h2>
        {(
          [
            ['code', 'text', true],
            ['value_percentage', 'number', true],
            ['country', 'text', false],
            ['currency', 'text', false],
            ['minimum_order_value', 'text', false],
            ['expires', 'date', false],
          ] as const
        ).map(([name, type, required]) => (
          <div className="col-6 col-md-2" key={name}>
            <label htmlFor={`code-${name}`} className="form-label">
              {t(`backoffice.code_fields.${name}`)}
            </label>
            <input
              id={`code-${name}`}
              name={name}
              type={type}
              className="form-control"
              required={required}
              min={name === 'value_percentage' ? 1 : undefined}
              max={name === 'value_percentage' ? 90 : undefined}
            />
          </div>
        ))}
        <div className="col-auto form-check ms-2">
          <input
            id="code-single_use"
            name="single_use"
            type="checkbox"
            className="form-check-input"
          />
          <label htmlFor="code-single_use" className="form-check-label">
            {t('backoffice.code_fields.single_use')}
          </label>
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('backoffice.create_code')}
          </button>
        </div>
      </form>
      <TableScroll label={t('backoffice.codes_title')}>
        <table className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.code_fields.code')}</th>
              <th scope="col">{t('backoffice.code_fields.value_percentage')}</th>
              <th scope="col">{t('backoffice.limits')}</th>
              <th scope="col">{t('backoffice.uses')}</th>
              <th scope="col">{t('backoffice.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('backoffice.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.codes.map((code) => (
              <tr key={code.id}>
                <td>
                  <code>{code.code}</code>
                </td>
                <td>{code.value_percentage} %</td>
                <td>
                  {[
                    code.country,
                    code.currency,
                    code.expires &&
                      t('backoffice.until', { date: dates.format(new Date(code.expires)) }),
                    code.single_use && t('backoffice.code_fields.single_use'),
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </td>
                <td>{code.uses}</td>
                <td>{code.status}</td>
                <td className="text-end">
                  {code.status === 'active' && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('backoffice.disable_label', { code: code.code })}
                      onClick={() =>
                        void send(`/codes/${code.id}/disable`, {}, t('backoffice.code_disabled'))
                      }
                    >
                      {t('backoffice.disable')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
