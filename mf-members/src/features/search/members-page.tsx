import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBERS_COUNT_CAP } from '@app/shared';
import { ErrorAlert, LoginRequired, MemberCard, PageSpinner } from '@app/shared/ui';
import { useCanBrowseMembers } from '../../hooks/use-can-browse-members';
import { useSearchMembersInfiniteQuery } from './api';
import { filtersFromParams, filtersToParams } from './member-filters';
import { SearchForm } from './search-form';
import { NAMESPACE } from '../../i18n';
import { LikeButton } from '../../components/like-button';

/** /members: search with filters kept in the URL; results appended page by page (spec §4 Search). */
export function MembersPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const canBrowse = useCanBrowseMembers();
  const {
    data,
    error,
    isLoading,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
    isError,
  } = useSearchMembersInfiniteQuery(filters, { skip: !canBrowse });

  const members = data?.pages.flatMap((page) => page.results) ?? [];
  const total = data?.pages[0]?.num_results ?? 0;
  const pageNumber = data?.pages.length ?? 0;

  if (!canBrowse) return <LoginRequired />;

  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('search.title')}</h1>
      <SearchForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(filtersToParams(next))}
      />

      {isLoading && <PageSpinner label={t('search.loading')} />}
      {isError && !isFetching && <ErrorAlert error={error} onRetry={() => void refetch()} />}

      {data && (
        <>
          <p className="text-body-secondary" aria-live="polite" data-testid="results-count">
            {total === 0
              ? t('search.no_results')
              : total >= MEMBERS_COUNT_CAP
                ? t('search.results_capped', { count: MEMBERS_COUNT_CAP })
                : t('search.results', { count: total })}
          </p>
          <ul
            className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled"
            aria-label={t('search.results_label')}
          >
            {members.map((member, index) => (
              <li key={member.id} className="col">
                <MemberCard
                  member={member}
                  eager={index < 8}
                  action={<LikeButton memberId={member.id} small />}
                />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="text-center my-4">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                data-page={pageNumber}
              >
                {isFetchingNextPage && (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                )}
                {isFetchingNextPage ? t('search.loading_more') : t('search.more')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
