import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { ErrorAlert, MemberPhoto, PageSpinner } from '@app/shared/ui';
import { useGetBlockedMembersQuery, useUnblockMemberMutation } from '../../lib/blocks-api';
import { NAMESPACE } from '../../i18n';
import { SettingsSection } from './settings-section';

/** The members this member blocked, each with Unblock (issue 25 §2). */
export function BlockedSection() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data, error, isLoading, refetch } = useGetBlockedMembersQuery();
  const [unblock, unblocking] = useUnblockMemberMutation();
  return (
    <SettingsSection id="settings-blocked" title={t('common:safety.blocked_list')}>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && data.members.length === 0 && (
        <p className="mb-0 text-body-secondary">{t('common:safety.blocked_none')}</p>
      )}
      {data && data.members.length > 0 && (
        <ul className="list-unstyled mb-0" aria-label={t('common:safety.blocked_list')}>
          {data.members.map((member) => (
            <li key={member.id} className="d-flex align-items-center gap-2 py-1">
              <span
                className="d-inline-block rounded-circle overflow-hidden flex-shrink-0"
                style={{ width: 40, height: 40 }}
              >
                <MemberPhoto
                  image={member.main_image}
                  name={member.name}
                  thumb
                  sizes="40px"
                  decorative
                  className="w-100 h-100 object-fit-cover"
                />
              </span>
              <Link to={paths.member(member.id)} className="me-auto">
                {member.name}
              </Link>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={unblocking.isLoading}
                aria-label={t('common:safety.unblock_name', { name: member.name })}
                onClick={() => void unblock({ profile: member.id })}
              >
                {t('common:safety.unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {unblocking.error && <ErrorAlert error={unblocking.error} />}
    </SettingsSection>
  );
}
