import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectSignupProfileId, selectSignupStatus } from '@app/shared/bindings';
import type { MemberProfile } from '@app/shared/contracts';
import { MemberProfilePage } from './member-profile-page';
import { profileApi } from './api';
import '../../i18n';
import {
  aMember,
  aProfile,
  aUser,
  memberAnswer,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

/** Answers GET /api/member.php with `profile`; returns the ids that were asked for. */
function memberAnswers(profile: MemberProfile) {
  const requestedIds: (string | null)[] = [];
  server.use(
    http.get('*/api/member.php', ({ request }) => {
      requestedIds.push(new URL(request.url).searchParams.get('id'));
      return memberAnswer(profile);
    }),
    http.get('*/api/similar.php', () =>
      HttpResponse.json({ results: [aMember({ id: 99, name: 'Sofie' })], num_results: 1 }),
    ),
  );
  return requestedIds;
}

function renderProfile(path: string, { visitor = false, settings = someSettings() } = {}) {
  return renderWithRouter(
    [
      { path: '/members', element: <p>search</p> },
      { path: '/members/:id', element: <MemberProfilePage /> },
      { path: '/likes/m/:id', element: <MemberProfilePage /> },
      { path: '/members/:id/chat', element: <p>chat</p> },
    ],
    {
      initialPath: path,
      preloadedState: visitor
        ? { site: { settings: someSettings({ logged_out_search: 'yes' }) } }
        : { auth: { user: aUser() }, site: { settings } },
    },
  );
}

/** The Details list as { label: value }. */
function details() {
  const section = screen.getByRole('region', { name: 'Details' });
  const values = within(section).getAllByRole('definition');
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term, index) => [term.textContent, values[index]?.textContent]),
  );
}

describe('member profile page', () => {
  it('draws a member opened from a list at once from the cached card, then the whole profile (spec §3 otherCachedProfiles)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/similar.php', () =>
        HttpResponse.json({
          results: [aMember({ id: 12, name: 'Mila', age: 31, city: 'Lyon' })],
          num_results: 1,
        }),
      ),
      http.get('*/api/member.php', async () => {
        await answered;
        return memberAnswer(aProfile({ id: 12, name: 'Mila', age: 31, about: 'Bonjour' }));
      }),
    );
    const { store, router } = renderProfile('/members');
    await store.dispatch(profileApi.endpoints.getSimilar.initiate(7));
    await act(() => router.navigate('/members/12'));
    // The card's top at once, the page saying the rest is on its way.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mila, 31');
    expect(screen.getByText('Lyon')).toBeVisible();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Bonjour')).toBeNull();
    answer();
    expect(await screen.findByText('Bonjour')).toBeVisible();
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-busy');
  });

  it('a member no list has shown yet loads with a spinner only', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/member.php', async () => {
        await answered;
        return memberAnswer(aProfile({ id: 12, name: 'Mila' }));
      }),
    );
    renderProfile('/members/12');
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mila');
  });

  it('lets a visitor write through sign-up, with this member featured', async () => {
    memberAnswers(aProfile({ id: 7, name: 'Lena' }));
    const user = userEvent.setup();
    const { store } = renderProfile('/members/7', { visitor: true });
    const write = await screen.findByRole('link', { name: 'Send a message' });
    expect(write).toHaveAttribute('href', '/members/7/signup');
    await user.click(write);
    expect(selectSignupStatus(store.getState())).toBe('open');
    expect(selectSignupProfileId(store.getState())).toBe(7);
  });

  it('shows the member, with translated details and interests', async () => {
    const requestedIds = memberAnswers(aProfile());
    renderProfile('/members/7');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Eva, 29');
    expect(requestedIds).toEqual(['7']);
    expect(screen.getByText('Haarlem, Noord-Holland, Netherlands')).toBeInTheDocument();
    expect(screen.getByTestId('member-distance')).toHaveTextContent('Less than 10 km away');
    // The member's own words carry the language they wrote them in, for the screen reader.
    expect(screen.getByText('Coffee first, then adventures.')).toHaveAttribute('lang', 'nl');
    expect(details()).toEqual({
      Gender: 'Woman',
      Sexuality: 'Bisexual',
      'Relationship status': 'Single',
      'Body type': 'Slim',
      'Hair colour': 'Red',
      'Eye colour': 'Green',
      Tattoos: 'Yes',
    });
    const interests = screen.getByRole('region', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Travel', 'Music']);
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      '/members/7/chat',
    );
  });

  it('names a city that is also the region once', async () => {
    memberAnswers(aProfile({ city: 'Utrecht', region: 'Utrecht' }));
    renderProfile('/members/7');
    expect(await screen.findByText('Utrecht, Netherlands')).toBeInTheDocument();
  });

  it('leaves out the sections a member has nothing for', async () => {
    memberAnswers(aProfile({ about: '', interests: [], tattoos: false }));
    renderProfile('/members/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'About me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Interests' })).not.toBeInTheDocument();
    expect(details().Tattoos).toBe('No');
  });

  it('shows the 404 with a way back to search when the member does not exist', async () => {
    server.use(
      http.get('*/api/member.php', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'No such member.' } },
          { status: 404 },
        ),
      ),
    );
    renderProfile('/members/404');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute(
      'href',
      '/members',
    );
  });

  it.each(['abc', '0', '1.5'])('shows the 404 for id "%s" without asking the server', (id) => {
    const { store } = renderProfile(`/members/${id}`);
    expect(
      screen.getByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    // A request would be in the cache as soon as the page asked for it.
    expect(store.getState().api.queries).toEqual({});
  });

  it('blocks the member after the dialog confirms; the profile says so and unblocks', async () => {
    let blocked = false;
    const calls: unknown[] = [];
    server.use(
      http.get('*/api/member.php', () =>
        memberAnswer(aProfile({ id: 7, name: 'Eva', blocked_by_me: blocked })),
      ),
      http.get('*/api/similar.php', () => HttpResponse.json({ results: [], num_results: 0 })),
      http.post('*/api/block.php', async ({ request }) => {
        calls.push(['block', await request.json()]);
        blocked = true;
        return HttpResponse.json({ ok: true });
      }),
      http.delete('*/api/block.php', async ({ request }) => {
        calls.push(['unblock', await request.json()]);
        blocked = false;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderProfile('/members/7');
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Eva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    // The blocker stays on the profile, told what they did; writing and liking are not offered.
    expect(await screen.findByTestId('you-blocked')).toHaveTextContent('You blocked Eva.');
    expect(router.state.location.pathname).toBe('/members/7');
    expect(screen.queryByRole('link', { name: 'Send a message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('link', { name: 'Send a message' })).toBeVisible();
    expect(calls).toEqual([
      ['block', { profile: 7 }],
      ['unblock', { profile: 7 }],
    ]);
  });

  it('shows a member who blocked this one as not there: no name, no reason, no Retry (issue 49 §8)', async () => {
    server.use(
      http.get('*/api/member.php', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'No such member.' } },
          { status: 404 },
        ),
      ),
    );
    renderProfile('/members/7');
    expect(await screen.findByRole('link', { name: 'Back to search' })).toBeVisible();
    expect(screen.queryByText(/blocked/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('marks a profile the site operates, where the site says so', async () => {
    memberAnswers(aProfile({ id: 7, name: 'Eva', fictional: true }));
    renderWithRouter([{ path: '/members/:id', element: <MemberProfilePage /> }], {
      initialPath: '/members/7',
      preloadedState: {
        auth: { user: aUser() },
        site: {
          settings: someSettings({
            fictional_icon: 'yes',
            fictional_warning: 'yes',
            // The site's own word for the profiles it operates.
            fictional_singular: 'hosted profile',
          }),
        },
      },
    });
    const heading = await screen.findByRole('heading', { name: /Eva/ });
    expect(heading).toHaveTextContent('Hosted profile');
    expect(screen.getByText(/Eva is a hosted profile operated by the site/)).toBeVisible();
  });

  it('likes and unlikes the member; a like back is a match', async () => {
    memberAnswers(aProfile({ id: 7, name: 'Eva' }));
    let liked = false;
    let likesBack = false;
    server.use(
      http.get('*/api/likes.php', () =>
        HttpResponse.json({
          profiles: liked ? [{ id: 7, name: 'Eva', main_image: null }] : [],
          liked_by: [],
          matches: liked && likesBack ? [{ id: 7, name: 'Eva', main_image: null }] : [],
        }),
      ),
      http.post('*/api/like.php', () => {
        liked = true;
        return HttpResponse.json({ liked: true, match: likesBack });
      }),
      http.delete('*/api/like.php', () => {
        liked = false;
        return HttpResponse.json({ liked: false, match: false });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderProfile('/members/7');
    const button = await screen.findByRole('button', { name: 'Like' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // Usable once the member's likes are known.
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Liked' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(store.getState().matchScreen.memberId).toBeNull();
    likesBack = true;
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText("It's a match!")).toBeInTheDocument();
    // The like back opens the match screen at once (the shell places mf-chat's widget).
    expect(store.getState().matchScreen.memberId).toBe(7);
  });

  it('asks to like back a member who liked them when opened with ?lb=1, and no longer after', async () => {
    memberAnswers(aProfile({ id: 7, name: 'Eva' }));
    let liked = false;
    server.use(
      http.get('*/api/likes.php', () =>
        HttpResponse.json({
          profiles: liked ? [{ id: 7, name: 'Eva', age: 29, city: null, main_image: null }] : [],
          liked_by: [
            { id: 7, name: 'Eva', age: 29, city: null, main_image: null, like_new: false },
          ],
          matches: liked ? [{ id: 7, name: 'Eva', age: 29, city: null, main_image: null }] : [],
        }),
      ),
      http.post('*/api/like.php', () => {
        liked = true;
        return HttpResponse.json({ liked: true, match: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderProfile('/likes/m/7?lb=1');
    const prompt = await screen.findByRole('region', { name: 'Eva liked you' });
    expect(within(prompt).getByRole('heading')).toHaveFocus();
    const likeBack = within(prompt).getByRole('button', { name: 'Like' });
    await waitFor(() => expect(likeBack).toBeEnabled());
    await user.click(likeBack);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Eva liked you' })).not.toBeInTheDocument(),
    );
    expect(store.getState().matchScreen.memberId).toBe(7);
  });

  it('asks nothing without ?lb', async () => {
    memberAnswers(aProfile({ id: 7, name: 'Eva' }));
    server.use(
      http.get('*/api/likes.php', () =>
        HttpResponse.json({
          profiles: [],
          liked_by: [
            { id: 7, name: 'Eva', age: 29, city: null, main_image: null, like_new: false },
          ],
          matches: [],
        }),
      ),
    );
    renderProfile('/likes/m/7');
    await screen.findByRole('button', { name: 'Like' });
    expect(screen.queryByRole('region', { name: 'Eva liked you' })).not.toBeInTheDocument();
  });

  // §4 from the likes page; issue 25 §1 from anywhere else (search, a match, a link).
  it.each(['/likes/m/7', '/members/7'])(
    'opening a new like at %s marks it seen, once',
    async (path) => {
      memberAnswers(aProfile({ id: 7, name: 'Eva' }));
      const seen: unknown[] = [];
      server.use(
        http.get('*/api/likes.php', () =>
          HttpResponse.json({
            profiles: [],
            liked_by: [
              { id: 7, name: 'Eva', age: 29, city: null, main_image: null, like_new: true },
            ],
            matches: [],
          }),
        ),
        http.put('*/api/likes.php', async ({ request }) => {
          seen.push(await request.json());
          return HttpResponse.json({ ok: true });
        }),
      );
      renderProfile(path);
      expect(await screen.findByRole('heading', { name: /Eva/ })).toBeInTheDocument();
      await screen.findByRole('button', { name: 'Like' });
      await waitFor(() => expect(seen).toEqual([{ id: 7 }]));
    },
  );

  it('pages through the photos with arrows and keys; gated photos are a premium teaser', async () => {
    const image = (name: string) => ({
      filename: `${name}.webp`,
      thumb_filename: `${name}-thumb.webp`,
      status: 'active' as const,
    });
    memberAnswers(
      aProfile({
        id: 7,
        // Issue 29 §4: a photo after the main one is not public; it comes with signed links.
        images: [
          image('a'),
          { ...image('b'), url: '/api/photo.php?t=b', thumb_url: '/api/photo.php?t=b-thumb' },
        ],
        gated_images: 3,
        main_image: image('a'),
      }),
    );
    const user = userEvent.setup();
    renderProfile('/members/7');
    const gallery = await screen.findByRole('group', { name: 'Photo 1 of 2' });
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/uploads/a.webp');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(gallery).toHaveAccessibleName('Photo 2 of 2');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/api/photo.php?t=b');
    expect(
      screen.getByRole('button', { name: 'Show photo 2' }).querySelector('img'),
    ).toHaveAttribute('src', '/api/photo.php?t=b-thumb');
    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(gallery).toHaveAccessibleName('Photo 1 of 2');
    await user.keyboard('{ArrowLeft}');
    expect(gallery).toHaveAccessibleName('Photo 2 of 2');
    expect(screen.getByRole('link', { name: /3 more photos for premium members/ })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('says when the member was last active in the coarse words the server sends', async () => {
    memberAnswers(aProfile({ id: 7, online: false, last_active: 'week' }));
    renderProfile('/members/7');
    expect(await screen.findByTestId('last-active')).toHaveTextContent('Active this week');
  });

  it("offers Edit profile on the member's own profile, and no like or message", async () => {
    memberAnswers(aProfile({ id: 1, name: 'Me' }));
    renderWithRouter([{ path: '/members/:id', element: <MemberProfilePage /> }], {
      initialPath: '/members/1',
      preloadedState: {
        auth: { user: aUser({ profile: { ...aUser().profile, id: 1 } }) },
        site: { settings: someSettings() },
      },
    });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
  });

  it('shows only the fields the site shows on profiles', async () => {
    memberAnswers(aProfile({ id: 7 }));
    renderProfile('/members/7', {
      settings: someSettings({ visible_profile_fields: ['age', 'city', 'body_type'] }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(details()).toEqual({ Gender: 'Woman', 'Body type': 'Slim' });
    expect(screen.queryByRole('region', { name: 'Interests' })).not.toBeInTheDocument();
    expect(screen.getByText('Haarlem, Netherlands')).toBeInTheDocument();
  });
});
