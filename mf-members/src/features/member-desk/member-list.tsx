import { ConfirmDialog, TableScroll } from '@app/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  backofficeRequest,
  errorText,
  formValues,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import {
  MEMBER_BULK_MAX,
  memberListSorts,
  memberStates,
  type BulkResult,
  type MemberList,
} from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';
import { SanctionFields } from './sanction-fields';

/** The yes/no filters, in the order the form shows them. */
const FLAGS = ['paid', 'premium', 'verified', 'reported', 'operated'] as const;
/** Every filter the list's address carries (page and order apart). */
const FILTERS = [
  'q',
  'state',
  'country',
  'signed_up_from',
  'signed_up_to',
  'source',
  ...FLAGS,
] as const;

type BulkAction = 'suspend' | 'lift' | 'mail';

/**
 * The member list (issue 48 §2), like the admin panels people know: search and filters kept in
 * the address (a list can be linked), an order, pages, and bulk actions on the members picked —
 * suspend, lift, mail — each asked once more before it is done, then said: for whom it was done
 * and why not for the others.
 */
export function MemberListView({ permissions }: { permissions: readonly string[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const { data, error, reload } = useBackofficeQuery<MemberList>(
    `/members${location.search || ''}`,
  );
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [asking, setAsking] = useState<{ action: BulkAction; body: object } | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = (['suspend', 'lift', 'mail'] as const).filter((action) =>
    permissions.includes(action === 'mail' ? 'mails.resend' : 'members.suspend'),
  );
  const [action, setAction] = useState<BulkAction | ''>('');

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes))
      if (value === '') next.delete(key);
      else next.set(key, value);
    setPicked(new Set());
    void navigate(`/members${next.size > 0 ? `?${next.toString()}` : ''}`);
  };
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    go({
      ...Object.fromEntries(FILTERS.map((name) => [name, value(name).trim()])),
      country: value('country').trim().toUpperCase(),
      page: '',
    });
  };

  const askBulk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === '') return;
    const value = formValues(event.currentTarget);
    const ids = [...picked];
    const note = value('note').trim();
    const body =
      action === 'suspend'
        ? {
            ids,
            days: Number(value('days')),
            reason: value('reason'),
            ...(note ? { note } : {}),
          }
        : action === 'lift'
          ? { ids, reason: value('reason') }
          : { ids, subject: value('subject'), body: value('body') };
    setAsking({ action, body });
  };
  const doBulk = async () => {
    if (!asking) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await backofficeRequest<BulkResult>(`/members/bulk/${asking.action}`, {
        method: 'POST',
        body: asking.body,
      });
      const skipped = result.skipped
        .map(({ id, code }) =>
          t('member_desk.skipped_member', {
            id,
            why: t(`member_desk.skipped.${code}`, { defaultValue: code }),
          }),
        )
        .join('; ');
      setSaid(
        [t(`member_desk.bulk_done.${asking.action}`, { count: result.done.length }), skipped]
          .filter(Boolean)
          .join(' '),
      );
      setPicked(new Set());
      reload();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const members = data?.members ?? [];
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const allPicked = members.length > 0 && members.every((member) => picked.has(member.id));
  const pick = (id: number, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <>
      <form
        className="row g-2 align-items-end mb-3"
        aria-label={t('member_desk.filters')}
        onSubmit={filter}
        key={location.search}
      >
        <div className="col-12 col-md-4">
          <label htmlFor="member-search" className="form-label">
            {t('member_desk.search_label')}
          </label>
          <input
            id="member-search"
            name="q"
            type="search"
            className="form-control"
            defaultValue={params.get('q') ?? ''}
            placeholder={t('member_desk.search_placeholder')}
          />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filter-state" className="form-label">
            {t('member_desk.status')}
          </label>
          <select
            id="filter-state"
            name="state"
            className="form-select"
            defaultValue={params.get('state') ?? ''}
          >
            <option value="">{t('member_desk.any')}</option>
            {memberStates.map((state) => (
              <option key={state} value={state}>
                {t(`member_desk.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filter-country" className="form-label">
            {t('member_desk.fields.country')}
          </label>
          <input
            id="filter-country"
            name="country"
            className="form-control"
            maxLength={2}
            defaultValue={params.get('country') ?? ''}
            placeholder="FR"
          />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filter-from" className="form-label">
            {t('member_desk.signed_up_from')}
          </label>
          <input
            id="filter-from"
            name="signed_up_from"
            type="date"
            className="form-control"
            defaultValue={params.get('signed_up_from') ?? ''}
          />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filter-to" className="form-label">
            {t('member_desk.signed_up_to')}
          </label>
          <input
            id="filter-to"
            name="signed_up_to"
            type="date"
            className="form-control"
            defaultValue={params.get('signed_up_to') ?? ''}
          />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filter-source" className="form-label">
            {t('member_desk.fields.source')}
          </label>
          <input
            id="filter-source"
            name="source"
            className="form-control"
            defaultValue={params.get('source') ?? ''}
          />
        </div>
        {FLAGS.map((flag) => (
          <div className="col-6 col-md-2" key={flag}>
            <label htmlFor={`filter-${flag}`} className="form-label">
              {t(`member_desk.flags.${flag}`)}
            </label>
            <select
              id={`filter-${flag}`}
              name={flag}
              className="form-select"
              defaultValue={params.get(flag) ?? ''}
            >
              <option value="">{t('member_desk.any')}</option>
              <option value="yes">{t('member_desk.yes')}</option>
              <option value="no">{t('member_desk.no')}</option>
            </select>
          </div>
        ))}
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('member_desk.search')}
          </button>
        </div>
      </form>

      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {said && <div className="alert alert-success">{said}</div>}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {errorText(t, failure)}
        </div>
      ) : null}

      {data && (
        <div className="d-flex flex-wrap gap-3 align-items-end justify-content-between mb-2">
          <p className="mb-0" data-testid="member-list-count">
            {t('member_desk.count', { count: data.total })}
          </p>
          <div>
            <label htmlFor="member-sort" className="form-label">
              {t('member_desk.sort')}
            </label>
            <select
              id="member-sort"
              className="form-select"
              value={params.get('sort') ?? 'newest'}
              onChange={(event) => go({ sort: event.target.value, page: '' })}
            >
              {memberListSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`member_desk.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      {actions.length > 0 && picked.size > 0 && (
        <form
          className="card card-body mb-3"
          aria-label={t('member_desk.bulk_title', { count: picked.size })}
          onSubmit={askBulk}
        >
          <h2 className="h6">{t('member_desk.bulk_title', { count: picked.size })}</h2>
          <div className="row g-2 align-items-end">
            <div className="col-sm-4 col-lg-3">
              <label htmlFor="bulk-action" className="form-label">
                {t('member_desk.bulk_action')}
              </label>
              <select
                id="bulk-action"
                className="form-select"
                value={action}
                required
                onChange={(event) => setAction(event.target.value as BulkAction | '')}
              >
                <option value="">{t('member_desk.bulk_choose')}</option>
                {actions.map((name) => (
                  <option key={name} value={name}>
                    {t(`member_desk.bulk.${name}`)}
                  </option>
                ))}
              </select>
            </div>
            {action === 'suspend' && <SanctionFields idPrefix="bulk" withDays />}
            {action === 'lift' && (
              <div className="col-sm-8 col-lg-6">
                <label htmlFor="bulk-reason" className="form-label">
                  {t('member_desk.reason')}
                </label>
                <input id="bulk-reason" name="reason" className="form-control" required />
              </div>
            )}
            {action === 'mail' && (
              <>
                <div className="col-12 col-lg-8">
                  <label htmlFor="bulk-subject" className="form-label">
                    {t('member_desk.mail_subject')}
                  </label>
                  <input
                    id="bulk-subject"
                    name="subject"
                    className="form-control"
                    maxLength={200}
                    required
                  />
                </div>
                <div className="col-12">
                  <label htmlFor="bulk-body" className="form-label">
                    {t('member_desk.mail_body')}
                  </label>
                  <textarea
                    id="bulk-body"
                    name="body"
                    className="form-control"
                    rows={4}
                    maxLength={10_000}
                    required
                  />
                </div>
              </>
            )}
            <div className="col-auto">
              <button type="submit" className="btn btn-outline-danger" disabled={action === ''}>
                {t('member_desk.bulk_go')}
              </button>
            </div>
          </div>
        </form>
      )}

      {data && members.length === 0 ? (
        <p role="status">{t('member_desk.none_filtered')}</p>
      ) : (
        data && (
          <TableScroll label={t('member_desk.results')}>
            <table className="table align-middle">
              <caption className="visually-hidden">{t('member_desk.results')}</caption>
              <thead>
                <tr>
                  {actions.length > 0 && (
                    <th scope="col">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={t('member_desk.pick_page', { max: MEMBER_BULK_MAX })}
                        checked={allPicked}
                        onChange={(event) =>
                          setPicked(
                            event.target.checked
                              ? new Set(members.map((member) => member.id))
                              : new Set(),
                          )
                        }
                      />
                    </th>
                  )}
                  <th scope="col">{t('member_desk.member')}</th>
                  <th scope="col">{t('member_desk.email')}</th>
                  <th scope="col">{t('member_desk.status')}</th>
                  <th scope="col">{t('member_desk.fields.country')}</th>
                  <th scope="col">{t('member_desk.signed_up')}</th>
                  <th scope="col">{t('member_desk.fields.credits')}</th>
                  <th scope="col">{t('member_desk.reports')}</th>
                  <th scope="col">{t('member_desk.marks')}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.id}>
                    {actions.length > 0 && (
                      <td>
                        <input
                          type="checkbox"
                          className="form-check-input"
                          aria-label={t('member_desk.pick', { name: member.name, id: member.id })}
                          checked={picked.has(member.id)}
                          onChange={(event) => pick(member.id, event.target.checked)}
                        />
                      </td>
                    )}
                    <td>
                      <Link to={`/members/${member.id}`}>
                        {t('member_desk.name_id', { name: member.name, id: member.id })}
                      </Link>
                    </td>
                    <td>{member.email}</td>
                    <td>
                      {t(`member_desk.states.${member.status}`, { defaultValue: member.status })}
                    </td>
                    <td>{member.country}</td>
                    <td>{dates.format(new Date(member.signup_date))}</td>
                    <td>{member.credits}</td>
                    <td>{member.reports}</td>
                    <td>
                      {(['premium', 'verified', 'operated'] as const)
                        .filter((mark) => member[mark])
                        .map((mark) => t(`member_desk.flags.${mark}`))
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      )}

      {data && pages > 1 && (
        <nav aria-label={t('member_desk.pages')} className="d-flex gap-2 align-items-center">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 === 1 ? '' : String(page - 1) })}
          >
            {t('member_desk.previous')}
          </button>
          <span aria-current="page">{t('member_desk.page_of', { page, pages })}</span>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={page >= pages}
            onClick={() => go({ page: String(page + 1) })}
          >
            {t('member_desk.next')}
          </button>
        </nav>
      )}

      {asking && (
        <ConfirmDialog
          title={t(`member_desk.bulk_confirm.${asking.action}`, { count: picked.size })}
          cancelLabel={t('member_desk.bulk_keep')}
          confirmLabel={t('member_desk.bulk_go')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void doBulk()}
        >
          {t('member_desk.bulk_confirm_text')}
        </ConfirmDialog>
      )}
    </>
  );
}
