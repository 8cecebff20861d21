import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  Link,
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigation,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MEMBERS_COUNT_CAP,
  MEMBERS_DEFAULT_LIMIT,
  paths,
  widerSearch,
  type SearchWidening,
} from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { ErrorAlert, LoginRequired, MemberCard, MemberCardSkeletons } from '@app/shared/ui';
import { useCanBrowseMembers } from '../../hooks/use-can-browse-members';
import { LikeButton } from '../../components/like-button';
import { useGetSearchStartQuery, useSearchMembersInfiniteQuery, type MemberFilters } from './api';
import { filtersFromParams, filtersToParams } from './member-filters';
import { SearchForm } from './search-form';
import {
  savedFilters,
  savedScroll,
  saveFilters,
  saveScroll,
  savedWidening,
} from '../../lib/search-state';
import { NAMESPACE } from '../../i18n';

/**
 * /members: search with filters kept in the URL and in the visit's search state; results
 * appended page by page as the member scrolls (spec §4 Search). A member's first search starts
 * where the server found a screenful of what they seek (GET /api/search-start.php), saying what
 * it widened; Back from a profile finds the list and its scroll position again.
 */
export function MembersPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const canBrowse = useCanBrowseMembers();
  const bare = params.size === 0;
  const saved = bare ? savedFilters() : null;
  // A member without a search yet starts where the server finds them a screenful of members.
  const needsStart = bare && saved === null && loggedIn;
  const { data: start, isError: startFailed } = useGetSearchStartQuery(undefined, {
    skip: !needsStart,
  });
  const starting = bare && (saved !== null || (needsStart && (start || startFailed)));
  useEffect(() => {
    if (!starting) return;
    // The member is on their way elsewhere (a link clicked while the search was starting; this
    // page stays shown while the next one loads): writing the filters now would take them back.
    // The router's own state is asked too: it renders its changes in a transition, so this
    // render may still say "idle" while a navigation has begun, or even ended elsewhere.
    const live = dataRouter?.router.state;
    if (navigation.state !== 'idle') return;
    if (live && (live.navigation.state !== 'idle' || live.location.key !== location.key)) return;
    const filters = saved ?? start?.filters ?? {};
    if (saved === null) saveFilters(filters, start?.widened ?? []);
    if (Object.keys(filters).length > 0) setParams(filtersToParams(filters), { replace: true });
  }, [starting, saved, start, setParams, navigation.state, dataRouter, location.key]);
  const waiting = bare && !starting && needsStart;

  // Until the URL says them, the filters the search starts with: the page's first render is
  // already the search's (its note, count and results), so nothing moves when the URL catches up.
  const filters = bare
    ? (saved ?? (needsStart ? (start?.filters ?? {}) : {}))
    : filtersFromParams(params);
  // What the first search widened, said while its filters stand (a change of filters ends it).
  const widened =
    bare && saved === null && start
      ? start.widened
      : sameFilters(savedFilters(), filters)
        ? savedWidening()
        : [];
  const apply = (next: typeof filters) => {
    saveFilters(next);
    setParams(filtersToParams(next));
  };
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
  } = useSearchMembersInfiniteQuery(filters, { skip: !canBrowse || waiting });

  const members = data?.pages.flatMap((page) => page.results) ?? [];
  const total = data?.pages[0]?.num_results ?? 0;
  const pageNumber = data?.pages.length ?? 0;
  const hiddenLikes = data?.pages.reduce((sum, page) => sum + page.likes_you_hidden, 0) ?? 0;

  // Back from a profile: the results come from the cache; the scroll position from the state.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !data) return;
    restored.current = true;
    const y = navigationType === 'POP' ? savedScroll(location.search) : null;
    if (y !== null) window.scrollTo(0, y);
  }, [data, navigationType, location.search]);
  useEffect(() => {
    const remember = () => saveScroll(location.search, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      remember();
      window.removeEventListener('scroll', remember);
    };
  }, [location.search]);

  // More results as the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetching) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching, fetchNextPage]);

  // "Show more" by keyboard: focus moves to the first new result.
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFrom.current === null || members.length <= focusFrom.current) return;
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('li a')[focusFrom.current];
    focusFrom.current = null;
    link?.focus();
  }, [members.length]);
  const showMore = () => {
    focusFrom.current = members.length;
    void fetchNextPage();
  };

  if (!canBrowse) return <LoginRequired />;

  return (
    <div className="container py-3 py-md-4">
      <h1 className="h3 mb-2 mb-md-3">{t('search.title')}</h1>
      {/* A new form for new filters: its draft starts from what is searched. */}
      <SearchForm key={filtersKey(filters)} filters={filters} onApply={apply} />
      {widened.length > 0 && <WidenedNote widened={widened} filters={filters} />}

      {isError && !isFetching && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      <p
        className="text-body-secondary mb-2 mb-md-3"
        aria-live="polite"
        data-testid="results-count"
        style={{ minHeight: '1.5rem' }}
      >
        {data &&
          (total === 0
            ? t('search.no_results')
            : total >= MEMBERS_COUNT_CAP
              ? t('search.results_capped', { count: MEMBERS_COUNT_CAP })
              : t('search.results', { count: total }))}
        {(isLoading || waiting) && <span className="visually-hidden">{t('search.loading')}</span>}
      </p>
      {hiddenLikes > 0 && <HiddenLikesNote count={hiddenLikes} />}

      {(isLoading || waiting) && <MemberCardSkeletons count={MEMBERS_DEFAULT_LIMIT} />}
      {data && total === 0 && (
        <div className="d-flex flex-wrap gap-2 mb-4">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => apply(widerSearch(filters)?.filters ?? {})}
          >
            {t('search.widen')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => apply({})}>
            {t('search.reset')}
          </button>
        </div>
      )}
      {data && (
        <>
          <ul
            ref={list}
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
          <div ref={sentinel} />
          {hasNextPage && (
            <div className="text-center my-4">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={showMore}
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
          {!hasNextPage && members.length > 0 && (
            <p className="text-center text-body-secondary my-4" data-testid="results-end">
              {t('search.end')}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Issue 25 §1 "Likes you" for a free member: how many of these members liked them, and that
 * seeing who is what Premium adds (premium members' cards carry the mark).
 */
function HiddenLikesNote({ count }: { count: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="alert alert-light border py-2 small" data-testid="likes-you-hidden">
      <span aria-hidden="true">♥ </span>
      {t('search.likes_you_hidden', { count })}{' '}
      <Link to={paths.premium}>{t('search.likes_you_who')}</Link>
    </p>
  );
}

/** The filters as one string, whatever order their keys come in. */
function filtersKey(filters: MemberFilters): string {
  const params = filtersToParams(filters);
  params.sort();
  return params.toString();
}

/** The same filters, in whatever order their keys come. */
const sameFilters = (a: MemberFilters | null, b: MemberFilters) =>
  a !== null && filtersKey(a) === filtersKey(b);

/**
 * "To show you more members, this search covers members up to 50 km away, ages 25 to 40", or
 * "all of France" once the distance is let go.
 */
function WidenedNote({ widened, filters }: { widened: SearchWidening[]; filters: MemberFilters }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const parts = [
    widened.includes('distance') && filters.distance !== undefined
      ? t('search.widened.distance', { count: filters.distance })
      : null,
    widened.includes('country')
      ? t('search.widened.country')
      : (widened.includes('region') || widened.includes('distance')) &&
          filters.distance === undefined &&
          filters.country
        ? t('search.widened.region', {
            country: t(`common:country.${filters.country}`, { defaultValue: filters.country }),
          })
        : null,
    widened.includes('age') && filters.min_age !== undefined && filters.max_age !== undefined
      ? t('search.widened.age', { min: filters.min_age, max: filters.max_age })
      : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <p
      className="alert alert-info py-1 px-2 py-md-2 px-md-3 mb-2 mb-md-3 small"
      role="status"
      data-testid="search-widened"
    >
      {t('search.widened.lead', { parts: parts.join(', ') })}
    </p>
  );
}
