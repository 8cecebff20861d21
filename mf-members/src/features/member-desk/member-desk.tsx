import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBackofficeQuery } from '@app/shared/backoffice';
import { NAMESPACE } from '../../i18n';
import { MemberFileView } from './member-file';
import { MemberListView } from './member-list';

/**
 * The member desk (issues 26 §4, 48 §2): the member list — search, filters, order, pages, bulk
 * actions — then a member's file. `/backoffice/members?…` is the list as filtered,
 * `/backoffice/members/<id>` a file, so either can be linked from a complaint or a colleague's
 * message.
 */
export default function MemberDesk() {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const id = /^\/members\/(\d+)/.exec(location.pathname)?.[1];
  // What this staff member may do in the list and the file (bulk actions, sanctions).
  const permissions = useBackofficeQuery<{ permissions: string[] }>('/me').data?.permissions ?? [];
  return (
    <section aria-labelledby="member-desk-title">
      <h1 id="member-desk-title" className="h3">
        {t('member_desk.title')}
      </h1>
      {id ? (
        <>
          <p>
            <Link to="/members">{t('member_desk.back_to_list')}</Link>
          </p>
          <MemberFileView id={Number(id)} />
        </>
      ) : (
        <MemberListView permissions={permissions} />
      )}
    </section>
  );
}
