import { useTranslation } from 'react-i18next';
import { useGetSimilarQuery } from './api';
import { MemberCard } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';

/** Spec §3: members like this one, with their own count; nothing shown when there are none. */
export function SimilarProfiles({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useGetSimilarQuery(memberId);
  if (!data || data.results.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="similar-title">
      <h2 id="similar-title" className="h5">
        {t('profile.similar', { count: data.num_results })}
      </h2>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled">
        {data.results.map((member) => (
          <li key={member.id} className="col">
            <MemberCard member={member} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
