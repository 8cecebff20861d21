import { TableScroll } from '@app/shared/ui';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  backofficeRequest,
  errorText,
  formValues,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import type { MemberFile } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';
import { MemberNotes } from './member-notes';
import { MemberRights } from './member-rights';
import { MemberSanction } from './member-sanction';

interface Adjustment {
  status: 'applied' | 'waiting' | 'refused';
  balance_after: number | null;
}

/** A member's file as support sees it, and what support may do about it. */
export function MemberFileView({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<MemberFile>(`/members/${id}`);
  // What this staff member may do here beyond support's work (suspend, ban, lift).
  const me = useBackofficeQuery<{ permissions: string[] }>('/me').data;
  const can = (permission: string) => me?.permissions.includes(permission) ?? false;
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const when = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '—');
  // One key per adjustment form shown: a double submit or a retry is the same adjustment.
  const [adjustmentKey, setAdjustmentKey] = useState(() => crypto.randomUUID());

  const act = async (path: string, body: unknown, text: string) => {
    setFailure(null);
    setSaid('');
    try {
      const answer = await backofficeRequest<{ adjustment?: Adjustment }>(
        `/members/${id}/${path}`,
        { method: 'POST', body },
      );
      setSaid(
        answer.adjustment?.status === 'waiting'
          ? t('member_desk.adjustment_waiting')
          : answer.adjustment
            ? t('member_desk.adjustment_applied', { balance: answer.adjustment.balance_after })
            : text,
      );
      reload();
      return true;
    } catch (refusal) {
      setFailure(refusal);
      return false;
    }
  };
  const endSessions = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(
      'sessions/end',
      { reason: formValues(event.currentTarget)('reason') },
      t('member_desk.sessions_ended'),
    );
  };
  const adjust = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = formValues(form);
    const done = await act(
      'credits',
      { amount: Number(value('amount')), reason: value('reason'), idempotency_key: adjustmentKey },
      '',
    );
    if (done) {
      form.reset();
      setAdjustmentKey(crypto.randomUUID());
    }
  };

  if (error)
    return (
      <div className="alert alert-danger" role="alert">
        {errorText(t, error)}
      </div>
    );
  if (!data) return null;
  const { account } = data;
  return (
    <article aria-labelledby="member-file-title">
      <h2 id="member-file-title" className="h4">
        {t('member_desk.name_id', { name: account.name, id: account.id })}
      </h2>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {said && <div className="alert alert-success">{said}</div>}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {errorText(t, failure)}
        </div>
      ) : null}
      <dl className="row">
        {(
          [
            ['email', account.email],
            ['status', account.status],
            ['credits', String(account.credits)],
            ['premium', account.premium ? t('member_desk.yes') : t('member_desk.no')],
            ['language', account.language],
            ['country', account.country],
            ['signed_up', when(account.signup_date)],
            [
              'source',
              [account.source.network, account.source.ref, account.source.sub1]
                .filter(Boolean)
                .join(' · ') || '—',
            ],
            ['mail_stopped', account.email_disabled_reason ?? '—'],
            ['deletion_requested', when(account.deletion_requested_at)],
            ['live_sessions', String(data.live_sessions)],
            [
              'second_factor',
              data.sign_in.second_factor ? t('member_desk.yes') : t('member_desk.no'),
            ],
            ['passkeys', String(data.sign_in.passkeys)],
          ] as const
        ).map(([key, value]) => (
          <div className="col-sm-6 col-xl-4 d-flex gap-2" key={key}>
            <dt>{t(`member_desk.fields.${key}`)}</dt>
            <dd className="mb-1" data-testid={`member-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {/* An erased account has nothing left to act on: its file only tells what was. */}
      {account.status !== 'deleted' && (
        <div className="row g-4 mb-4">
          <form className="col-lg-6" onSubmit={endSessions}>
            <h3 className="h6">{t('member_desk.end_sessions')}</h3>
            <label htmlFor="end-sessions-reason" className="form-label">
              {t('member_desk.reason')}
            </label>
            <div className="d-flex gap-2">
              <input id="end-sessions-reason" name="reason" className="form-control" required />
              <button type="submit" className="btn btn-outline-danger text-nowrap">
                {t('member_desk.end_sessions_button')}
              </button>
            </div>
          </form>
          {data.sign_in.second_factor && (
            <form
              className="col-lg-6"
              onSubmit={(event) => {
                event.preventDefault();
                void act(
                  'second-factor/off',
                  { reason: formValues(event.currentTarget)('reason') },
                  t('member_desk.second_factor_turned_off'),
                );
              }}
            >
              <h3 className="h6">{t('member_desk.second_factor_off')}</h3>
              <label htmlFor="second-factor-reason" className="form-label">
                {t('member_desk.reason')}
              </label>
              <div className="d-flex gap-2">
                <input
                  id="second-factor-reason"
                  name="reason"
                  className="form-control"
                  required
                  aria-describedby="second-factor-hint"
                />
                <button type="submit" className="btn btn-outline-danger text-nowrap">
                  {t('member_desk.second_factor_off_button')}
                </button>
              </div>
              <div id="second-factor-hint" className="form-text">
                {t('member_desk.second_factor_off_hint')}
              </div>
            </form>
          )}
          <form className="col-lg-6" onSubmit={(event) => void adjust(event)}>
            <h3 className="h6">{t('member_desk.adjust')}</h3>
            <div className="row g-2">
              <div className="col-4">
                <label htmlFor="adjust-amount" className="form-label">
                  {t('member_desk.amount')}
                </label>
                <input
                  id="adjust-amount"
                  name="amount"
                  type="number"
                  step={1}
                  className="form-control"
                  required
                  aria-describedby="adjust-hint"
                />
              </div>
              <div className="col-8">
                <label htmlFor="adjust-reason" className="form-label">
                  {t('member_desk.reason')}
                </label>
                <input id="adjust-reason" name="reason" className="form-control" required />
              </div>
            </div>
            <div id="adjust-hint" className="form-text">
              {t('member_desk.adjust_hint')}
            </div>
            <button type="submit" className="btn btn-outline-primary mt-2">
              {t('member_desk.adjust_button')}
            </button>
          </form>
          {account.status === 'pending_deletion' && (
            <form
              className="col-lg-6"
              onSubmit={(event) => {
                event.preventDefault();
                void act(
                  'reactivation',
                  { reason: formValues(event.currentTarget)('reason') },
                  t('member_desk.reactivated'),
                );
              }}
            >
              <h3 className="h6">{t('member_desk.reactivate')}</h3>
              <label htmlFor="reactivate-reason" className="form-label">
                {t('member_desk.reason')}
              </label>
              <div className="d-flex gap-2">
                <input id="reactivate-reason" name="reason" className="form-control" required />
                <button type="submit" className="btn btn-outline-success text-nowrap">
                  {t('member_desk.reactivate')}
                </button>
              </div>
            </form>
          )}
          {can('members.suspend') && (
            <MemberSanction
              id={account.id}
              status={account.status}
              say={setSaid}
              fail={setFailure}
              onDone={reload}
            />
          )}
          {account.status === 'not_confirmed' && (
            <div className="col-12">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => void act('activation-mail', {}, t('member_desk.activation_sent'))}
              >
                {t('member_desk.resend_activation')}
              </button>
            </div>
          )}
        </div>
      )}

      {account.status === 'deleted' ? (
        <p className="alert alert-secondary" role="status">
          {t('member_desk.erased')}
        </p>
      ) : (
        <MemberRights
          id={account.id}
          name={account.name}
          say={setSaid}
          fail={setFailure}
          // The file says it once, reloaded: "erased" in its place of the actions.
          onErased={reload}
        />
      )}
      <MemberNotes
        id={account.id}
        notes={data.notes}
        when={when}
        say={setSaid}
        fail={setFailure}
        onAdded={reload}
      />
      <Section title={t('member_desk.linked')} empty={data.linked.length === 0}>
        <p className="small text-body-secondary">{t('member_desk.linked_hint')}</p>
        <ul>
          {data.linked.map((other) => (
            <li key={other.id}>
              <Link to={`/members/${other.id}`}>
                {t('member_desk.name_id', { name: other.name, id: other.id })}
              </Link>{' '}
              · {other.email} ·{' '}
              {t(`member_desk.states.${other.status}`, { defaultValue: other.status })} ·{' '}
              {other.via.map((via) => t(`member_desk.linked_via.${via}`)).join(', ')}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('member_desk.sanctions')} empty={data.sanctions.length === 0}>
        <ul>
          {data.sanctions.map((sanction, index) => (
            <li key={index}>
              {sanction.kind} · {sanction.reason} · {when(sanction.created_at)}
              {sanction.until && ` → ${when(sanction.until)}`}
              {sanction.lifted_at &&
                ` (${t('member_desk.lifted', { at: when(sanction.lifted_at) })})`}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('member_desk.ledger')} empty={data.ledger.length === 0}>
        <TableScroll label={t('member_desk.ledger')}>
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('member_desk.when')}</th>
                <th scope="col">{t('member_desk.amount')}</th>
                <th scope="col">{t('member_desk.reason')}</th>
                <th scope="col">{t('member_desk.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {data.ledger.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.created_at)}</td>
                  <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                  <td>{entry.reason}</td>
                  <td>{entry.balance_after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t('member_desk.orders')} empty={data.orders.length === 0}>
        <TableScroll label={t('member_desk.orders')}>
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('member_desk.when')}</th>
                <th scope="col">{t('member_desk.order')}</th>
                <th scope="col">{t('member_desk.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td>{when(order.created_at)}</td>
                  <td>
                    #{order.id} · {order.credits} ·{' '}
                    {new Intl.NumberFormat(i18n.language, {
                      style: 'currency',
                      currency: order.currency,
                    }).format(order.amount / 100)}{' '}
                    · {order.paymentmethod} ({order.psp})
                  </td>
                  <td>{order.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t('member_desk.safety')} empty={false}>
        <p>{t('member_desk.safety_counts', data.safety)}</p>
      </Section>
      <Section title={t('member_desk.complaints')} empty={data.complaints.length === 0}>
        <ul>
          {data.complaints.map((complaint) => (
            <li key={complaint.id}>
              #{complaint.id} · {complaint.subject} · {when(complaint.created_at)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('member_desk.mails')} empty={data.mails.length === 0}>
        <ul>
          {data.mails.map((mail, index) => (
            <li key={index}>
              {when(mail.sent_at)} · {mail.subject}
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="mb-4">
      <h3 className="h5">{title}</h3>
      {empty ? <p className="text-body-secondary">{t('member_desk.nothing')}</p> : children}
    </section>
  );
}
