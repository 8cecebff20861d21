import { MEMBERS_COUNT_CAP } from '@app/shared/values';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { MembersResponse } from '@app/shared/contracts';
import { filtersFromParams } from './member-filters';
import { MembersPage } from './members-page';
import { searchApi } from './api';
import type { AppStore } from '@app/shared';
import '../../i18n';
import {
  activityHandlers,
  aMember,
  aUser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  apiErrorAnswer,
  membersAnswer,
  membersHandler,
  regionsHandler,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));
// A member who searched before, for everyone (the first search from preferences is tested
// on its own below).
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('search-filters', '{}');
  server.use(...activityHandlers());
});

const eva = aMember();
const lotte = aMember({
  id: 8,
  name: 'Lotte',
  age: 34,
  city: 'Utrecht',
  region: 'Utrecht',
  distance_km: 50,
});
const sophie = aMember({ id: 9, name: 'Sophie', age: 41, country: 'BE', city: 'Gent' });

/** Answers the search with `pages` (the first without a cursor, then by cursor); records queries. */
function searchAnswers(pages: Record<string, MembersResponse>) {
  const queries: URLSearchParams[] = [];
  server.use(
    membersHandler((query) => {
      queries.push(query);
      return pages[query.get('cursor') ?? 'first']!;
    }),
    // The region filter of a chosen country.
    regionsHandler((country) =>
      country === 'NL'
        ? {
            label: 'province',
            regions: [
              { id: 31, country: 'NL', name: 'Utrecht' },
              { id: 32, country: 'NL', name: 'Zeeland' },
            ],
          }
        : { label: 'region', regions: [{ id: 41, country: 'BE', name: 'Vlaanderen' }] },
    ),
  );
  return queries;
}

function renderMembers(
  initialPath = '/members',
  {
    visitor = false,
    loggedOutSearch = 'no' as 'yes' | 'no',
    searchFields = undefined as string[] | undefined,
    prepare = undefined as ((store: AppStore) => void) | undefined,
  } = {},
) {
  return renderWithRouter(
    [
      { path: '/members', element: <MembersPage /> },
      { path: '/members/:id', element: <p>profile</p> },
    ],
    {
      initialPath,
      prepare,
      preloadedState: {
        auth: { user: visitor ? null : aUser() },
        site: {
          settings: someSettings({
            logged_out_search: loggedOutSearch,
            ...(searchFields ? { search_fields: searchFields } : {}),
          }),
        },
      },
    },
  );
}

const resultItems = () =>
  within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');

/** Each result card as [heading, place]. */
const cards = () =>
  resultItems().map((item) => [
    within(item).getByRole('heading').textContent,
    within(item).getByRole('paragraph').textContent,
  ]);

describe('members search page', () => {
  it('shows how many members were found and a card per member', async () => {
    searchAnswers({
      first: { results: [eva, lotte], next_cursor: null, num_results: 2, likes_you_hidden: 0 },
    });
    renderMembers();
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
    expect(cards()).toEqual([
      ['Eva, 29', 'Amsterdam, NetherlandsLess than 10 km away'],
      ['Lotte, 34', 'Utrecht, NetherlandsLess than 50 km away'],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more members' })).not.toBeInTheDocument();
  });

  it('marks who likes a premium member, and tells a free one how many with what Premium adds', async () => {
    searchAnswers({
      first: {
        results: [{ ...eva, likes_you: true }, lotte],
        next_cursor: null,
        num_results: 2,
        likes_you_hidden: 0,
      },
    });
    const { unmount } = renderMembers();
    const [evaCard, lotteCard] = await screen.findAllByRole('article');
    expect(within(evaCard!).getByTestId('likes-you')).toHaveTextContent('Likes you');
    expect(within(lotteCard!).queryByTestId('likes-you')).not.toBeInTheDocument();
    expect(screen.queryByTestId('likes-you-hidden')).not.toBeInTheDocument();
    unmount();

    searchAnswers({
      first: { results: [eva, lotte], next_cursor: null, num_results: 2, likes_you_hidden: 2 },
    });
    renderMembers('/members?country=NL');
    const note = await screen.findByTestId('likes-you-hidden');
    expect(note).toHaveTextContent('2 members in these results like you.');
    expect(within(note).getByRole('link', { name: 'Premium members see who' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(screen.queryByTestId('likes-you')).not.toBeInTheDocument();
  });

  it('says "1 member found" for a single match', async () => {
    searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    renderMembers();
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
  });

  it('says "1000+" when the server stopped counting at its cap', async () => {
    searchAnswers({
      first: {
        results: [eva],
        next_cursor: 'more',
        num_results: MEMBERS_COUNT_CAP,
        likes_you_hidden: 0,
      },
    });
    renderMembers();
    await waitFor(() =>
      expect(screen.getByTestId('results-count')).toHaveTextContent(
        `${MEMBERS_COUNT_CAP}+ members found`,
      ),
    );
  });

  it('appends the next page, asked for with the cursor of the first', async () => {
    const queries = searchAnswers({
      first: {
        results: [eva, lotte],
        next_cursor: 'after-lotte',
        num_results: 3,
        likes_you_hidden: 0,
      },
      'after-lotte': { results: [sophie], next_cursor: null, num_results: 3, likes_you_hidden: 0 },
    });
    renderMembers();
    expect(await screen.findByText('3 members found')).toBeInTheDocument();
    expect(resultItems()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await screen.findByText('Sophie, 41')).toBeInTheDocument();
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, 'after-lotte']);
    expect(cards().map(([heading]) => heading)).toEqual(['Eva, 29', 'Lotte, 34', 'Sophie, 41']);
    expect(screen.getByText('3 members found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more members' })).not.toBeInTheDocument();
  });

  it('puts applied filters in the URL and sends them with the search', async () => {
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    const { router } = renderMembers();
    await screen.findByText('1 member found');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Woman');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Netherlands');
    await userEvent.type(screen.getByLabelText('Minimum age'), '25');
    await userEvent.type(screen.getByLabelText('Maximum age'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    // The form's contract loads before the search starts.
    await waitFor(() => expect(queries).toHaveLength(2));
    await screen.findByText('1 member found');
    const applied = { gender: 'female', country: 'NL', min_age: '25', max_age: '40' };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(applied);
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { limit: '20' },
      { ...applied, limit: '20' },
    ]);
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(25);
  });

  it('filters by region, named as the country names them, and forgets it with another country', async () => {
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    const { router } = renderMembers();
    await screen.findByText('1 member found');
    expect(screen.queryByLabelText('Province')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Netherlands');
    await userEvent.selectOptions(await screen.findByLabelText('Province'), 'Zeeland');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=NL&region=32'));
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        country: 'NL',
        region: '32',
        limit: '20',
      }),
    );

    // The test site serves NL and FR; France's regions are plain "regions".
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'France');
    expect(await screen.findByLabelText('Region')).toHaveValue('');
  });

  it('searches with the filters in the URL it opens with, ignoring invalid ones', async () => {
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    renderMembers('/members?gender=female&country=nl&min_age=12&max_age=50');
    await screen.findByText('1 member found');
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { gender: 'female', max_age: '50', limit: '20' },
    ]);
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(null);
  });

  it('refuses a minimum age above the maximum without searching', async () => {
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    const { router } = renderMembers();
    await screen.findByText('1 member found');
    await userEvent.type(screen.getByLabelText('Minimum age'), '40');
    await userEvent.type(screen.getByLabelText('Maximum age'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The minimum age may not be higher than the maximum age.',
    );
    expect(screen.getByLabelText('Minimum age')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(queries).toHaveLength(1);
  });

  it('asks for an age from 18 to 99', async () => {
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    const { router } = renderMembers();
    await screen.findByText('1 member found');
    await userEvent.type(screen.getByLabelText('Minimum age'), '17');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an age from 18 to 99.');
    expect(router.state.location.search).toBe('');
    expect(queries).toHaveLength(1);
  });

  it('says so when no member matches', async () => {
    searchAnswers({
      first: { results: [], next_cursor: null, num_results: 0, likes_you_hidden: 0 },
    });
    renderMembers();
    expect(
      await screen.findByText('No members match these filters. Try widening your search.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show more members' })).not.toBeInTheDocument();
  });

  it('opens a member profile from the card', async () => {
    searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    const { router } = renderMembers();
    const link = await screen.findByRole('link', { name: 'View the profile of Eva' });
    expect(link).toHaveAttribute('href', '/members/7');
    await userEvent.click(link);
    expect(await screen.findByText('profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members/7');
  });
});

describe('members search page when the server fails', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => jest.useRealTimers());

  /** Fast-forwards the base query's retry back-off until `text` shows (or fake minutes pass). */
  async function waitThroughRetries(text: string) {
    for (let step = 0; step < 60 && !screen.queryByText(text); step += 1) {
      await act(() => jest.advanceTimersByTimeAsync(1_000));
    }
    return screen.getByText(text);
  }

  it('shows the generic error after the retries, and "Try again" searches again', async () => {
    let calls = 0;
    let failing = true;
    server.use(
      http.get('*/api/members.php', () => {
        calls += 1;
        return failing
          ? apiErrorAnswer(500, 'internal_error')
          : membersAnswer({
              results: [eva],
              next_cursor: null,
              num_results: 1,
              likes_you_hidden: 0,
            });
      }),
    );
    renderMembers();
    await waitThroughRetries('An error occured, please try again later.');
    expect(calls).toBe(6);

    failing = false;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitThroughRetries('1 member found');
    expect(calls).toBe(7);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(resultItems()).toHaveLength(1);
  });
});

describe('members search page for a visitor (spec §6)', () => {
  it('asks to log in, without calling the API, where logged-out search is off', async () => {
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    renderMembers('/members?country=NL', { visitor: true });
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    // Login brings the visitor back to this very search.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmembers%3Fcountry%3DNL',
    );
    expect(queries).toHaveLength(0);
  });

  it('searches where the site allows logged-out search', async () => {
    searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    renderMembers('/members', { visitor: true, loggedOutSearch: 'yes' });
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
  });
});

describe('members search page: the form', () => {
  it("shows the fields the site's search_fields names, and no others (spec §3)", async () => {
    searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    renderMembers('/members', { searchFields: ['gender', 'min_age', 'max_age'] });
    await screen.findByText('1 member found');
    expect(screen.getByLabelText('Gender')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum age')).toBeInTheDocument();
    expect(screen.queryByLabelText('Country')).toBeNull();
    expect(screen.queryByLabelText('Region')).toBeNull();
  });

  it('folds the filters behind a "Filters" button on a phone, naming how many apply', async () => {
    searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 1, likes_you_hidden: 0 },
    });
    const user = userEvent.setup();
    renderMembers('/members?country=NL&min_age=30');
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    const fields = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Hidden on a phone (Bootstrap's d-none), shown from the md breakpoint (d-md-flex).
    expect(fields).toHaveClass('d-none', 'd-md-flex');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(fields).not.toHaveClass('d-none');
  });
});

describe('members search page: where a search starts and ends', () => {
  it("a member's first search starts where the server found a screenful, says what it widened, and is kept for the visit", async () => {
    sessionStorage.clear();
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 24, likes_you_hidden: 0 },
    });
    server.use(
      http.get('*/api/search-start.php', () =>
        HttpResponse.json({
          filters: { gender: 'female', country: 'NL', min_age: 24, max_age: 44 },
          widened: ['region', 'age'],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderMembers();
    await screen.findByText('24 members found');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: '24',
      max_age: '44',
    });
    expect(screen.getByTestId('search-widened')).toHaveTextContent(
      'To show you more members, this search covers all of Netherlands, ages 24 to 44.',
    );
    expect(JSON.parse(sessionStorage.getItem('search-filters')!)).toMatchObject({ country: 'NL' });
    // No search ran before the start was known.
    expect(queries.every((query) => query.get('country') === 'NL')).toBe(true);
    // The member's own change of filters ends the note.
    await user.selectOptions(screen.getByLabelText('Gender'), 'Man');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByTestId('search-widened')).toBeNull());
  });

  it('answers the server inlined make the first render the search itself: no skeleton, no shift, no call (issue 27 §1)', async () => {
    sessionStorage.clear();
    const queries = searchAnswers({});
    let startAsked = false;
    server.use(
      http.get('*/api/search-start.php', () => {
        startAsked = true;
        return HttpResponse.json({ filters: {}, widened: [] });
      }),
    );
    const start = {
      filters: {
        gender: 'female' as const,
        country: 'NL',
        distance: 50 as const,
        min_age: 24,
        max_age: 34,
      },
      widened: ['distance' as const],
    };
    // Every element the page puts on screen and takes off again, even within one act().
    const shown: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of [...record.addedNodes, ...record.removedNodes])
          if (node instanceof Element) shown.push(node);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { router } = renderMembers('/members', {
      // What the shell does with the page's inlined answers before the page renders.
      prepare: (store) =>
        store.dispatch(
          searchApi.util.upsertQueryEntries([
            { endpointName: 'getSearchStart', arg: undefined, value: start },
            {
              endpointName: 'searchMembers',
              arg: start.filters,
              value: {
                pages: [
                  { results: [eva, lotte], next_cursor: null, num_results: 2, likes_you_hidden: 0 },
                ],
                pageParams: [null],
              },
            },
          ]),
        ),
    });
    // From the very first render: the note, the count and the cards, never skeletons.
    await act(() => Promise.resolve());
    observer.disconnect();
    const skeleton = (element: Element) =>
      element.matches('.placeholder-glow') || element.querySelector('.placeholder-glow') !== null;
    expect(shown.some(skeleton)).toBe(false);
    expect(screen.getByTestId('search-widened')).toHaveTextContent('up to 50 km away');
    expect(screen.getByTestId('results-count')).toHaveTextContent('2 members found');
    expect(cards().map(([name]) => name)).toEqual(['Eva, 29', 'Lotte, 34']);
    expect(screen.getByLabelText('Max. distance')).toHaveValue('50');
    // The URL catches up with the same search, which the page does not ask for again.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('distance')).toBe('50'),
    );
    expect(screen.getByTestId('search-widened')).toHaveTextContent('up to 50 km away');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queries).toEqual([]);
    expect(startAsked).toBe(false);
  });

  it('a located member starts within a distance: the note names it, the form can change it', async () => {
    sessionStorage.clear();
    const queries = searchAnswers({
      first: { results: [eva], next_cursor: null, num_results: 31, likes_you_hidden: 0 },
    });
    server.use(
      http.get('*/api/search-start.php', () =>
        HttpResponse.json({
          filters: { gender: 'female', country: 'NL', distance: 50, min_age: 24, max_age: 34 },
          widened: ['distance'],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderMembers();
    await screen.findByText('31 members found');
    expect(screen.getByTestId('search-widened')).toHaveTextContent(
      'To show you more members, this search covers members up to 50 km away.',
    );
    expect(screen.getByLabelText('Max. distance')).toHaveValue('50');
    // Short options, so they fit the form's narrow columns in every language.
    await user.selectOptions(screen.getByLabelText('Max. distance'), '10 km');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('distance')).toBe('10'));
    expect(new URLSearchParams(router.state.location.search).get('distance')).toBe('10');
    // A distance the search does not offer is dropped from the URL's filters.
    expect(filtersFromParams(new URLSearchParams('distance=7&gender=male'))).toEqual({
      gender: 'male',
    });
  });

  it('an empty result offers to widen the search (region first) or reset the filters', async () => {
    const queries = searchAnswers({
      first: { results: [], next_cursor: null, num_results: 0, likes_you_hidden: 0 },
    });
    const user = userEvent.setup();
    const { router } = renderMembers('/members?country=NL&region=31&min_age=30&max_age=35');
    await screen.findByText(/No members match these filters/);
    await user.click(screen.getByRole('button', { name: 'Widen the search' }));
    expect(router.state.location.search).toBe('?country=NL&min_age=30&max_age=35');
    await user.click(await screen.findByRole('button', { name: 'Widen the search' }));
    // The ages widen last, and by less (issue 49 §3).
    expect(router.state.location.search).toBe('?country=NL&min_age=27&max_age=38');
    await user.click(await screen.findByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('limit=20'));
  });

  it('says when every result has been shown, and focus moves to the first new one', async () => {
    const eight = Array.from({ length: 2 }, (_, i) => aMember({ id: 100 + i, name: `M${i}` }));
    searchAnswers({
      first: { results: [eva, lotte], next_cursor: 'c2', num_results: 4, likes_you_hidden: 0 },
      c2: { results: eight, next_cursor: null, num_results: 4, likes_you_hidden: 0 },
    });
    const user = userEvent.setup();
    renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Show more members' }));
    expect(await screen.findByTestId('results-end')).toHaveTextContent(
      'You have seen every member who matches this search.',
    );
    expect(resultItems()).toHaveLength(4);
    await waitFor(() => expect(within(resultItems()[2]!).getAllByRole('link')[0]).toHaveFocus());
  });
});
