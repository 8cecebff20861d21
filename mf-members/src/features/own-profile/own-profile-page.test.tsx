import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ABOUT_MAX_LENGTH } from '@app/shared/values';
import type { OwnPhoto } from '@app/shared/contracts';
import { OwnProfilePage } from './own-profile-page';
import '../../i18n';
import {
  anOwnProfile,
  apiErrorAnswer,
  aUser,
  ownProfileHandlers,
  regionsHandler,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  townsHandler,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const photo = (
  id: number,
  status: OwnPhoto['status'] = 'active',
  rejection_reason: OwnPhoto['rejection_reason'] = null,
): OwnPhoto => ({
  id,
  filename: `p${id}.webp`,
  thumb_filename: `p${id}-thumb.webp`,
  status,
  rejection_reason,
});

// No visible_profile_fields listed: every field is shown and asked.
function renderPage(settings = someSettings(), paid = false) {
  // Every request answered: a failing one would hold RTK Query's invalidations back while it
  // retries (they wait for pending queries).
  server.use(
    http.get('*/api/interests.php', () => HttpResponse.json({ interests: [] })),
    http.get('*/api/verification.php', () =>
      HttpResponse.json({ verified_at: null, attempt: null }),
    ),
    regionsHandler(() => ({
      label: 'province',
      regions: [
        { id: 5, country: 'NL', name: 'Noord-Holland' },
        { id: 6, country: 'NL', name: 'Utrecht' },
      ],
    })),
    townsHandler([
      { city: 'Haarlem', region: { id: 5, name: 'Noord-Holland' } },
      { city: 'Haarlemmermeer', region: { id: 5, name: 'Noord-Holland' } },
      { city: 'Utrecht', region: { id: 6, name: 'Utrecht' } },
    ]),
  );
  return renderWithRouter([{ path: '/profile', element: <OwnProfilePage /> }], {
    initialPath: '/profile',
    preloadedState: { auth: { user: aUser({ paid_user: paid }) }, site: { settings } },
  });
}

const file = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('my profile page', () => {
  it('saves about me, attributes, city and region; refuses an over-long text', async () => {
    const updates: object[] = [];
    server.use(...ownProfileHandlers(anOwnProfile({ about: 'Hi', seeking: 'female' }), updates));
    sessionStorage.setItem('search-filters', JSON.stringify({ gender: 'female' }));
    const user = userEvent.setup();
    renderPage();
    const about = await screen.findByLabelText('About me');
    expect(about).toHaveValue('Hi');
    // Whom sign-up's first question kept, changeable here (issue 49 §2).
    const seeking = screen.getByLabelText('Who would you like to meet?');
    expect(seeking).toHaveValue('female');
    await user.selectOptions(seeking, 'Everyone');
    await user.selectOptions(screen.getByLabelText('Body type'), 'slim');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Haarlem');
    await waitFor(() => expect(screen.getByLabelText('Province')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Province'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    // The search kept for the visit was for women: the next one starts from "Everyone".
    expect(sessionStorage.getItem('search-filters')).toBeNull();
    expect(updates).toEqual([
      expect.objectContaining({
        about: 'Hi',
        seeking: 'any',
        body_type: 'slim',
        city: 'Haarlem',
        region_id: 5,
        tattoos: false,
        interests: [],
      }),
    ]);

    await user.click(about);
    await user.paste('x'.repeat(ABOUT_MAX_LENGTH));
    expect(
      screen.getByText(`Your text is too long: ${ABOUT_MAX_LENGTH} characters at most.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(updates).toHaveLength(1);
  });

  it('suggests the towns of the country as the member types; a town chosen brings its region (issue 49 §13)', async () => {
    const updates: object[] = [];
    server.use(...ownProfileHandlers(anOwnProfile({ city: null, region_id: null }), updates));
    const user = userEvent.setup();
    renderPage();
    const city = await screen.findByLabelText('City');
    await user.type(city, 'Haa');
    const list = document.getElementById(city.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((option) => option.value)).toEqual([
        'Haarlem',
        'Haarlemmermeer',
      ]),
    );
    // Choosing from the list puts the whole name in the field, and its province with it.
    await user.clear(city);
    await user.type(city, 'Haarlem');
    await waitFor(() => expect(screen.getByLabelText('Province')).toHaveValue('5'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ city: 'Haarlem', region_id: 5 })]);
  });

  it('asks only what the site shows on profiles', async () => {
    server.use(...ownProfileHandlers());
    renderPage(
      someSettings({ visible_profile_fields: ['age', 'city'], visible_profile_notes: 'yes' }),
    );
    expect(await screen.findByLabelText('City')).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toBeInTheDocument();
    expect(screen.getByLabelText('Who would you like to meet?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Body type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Province')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Interests' })).not.toBeInTheDocument();
    expect(screen.getByText(/shown on your profile to other members/)).toBeInTheDocument();
  });

  it('a free member with 3 photos may add no more; the page says how Premium gets 25', async () => {
    server.use(
      ...ownProfileHandlers(anOwnProfile({ photos: [photo(1), photo(2, 'pending'), photo(3)] })),
    );
    renderPage();
    expect(await screen.findByTestId('photo-count')).toHaveTextContent('3 of 3');
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(screen.getByText(/You already have 3 photos/)).toBeInTheDocument();
    expect(screen.getByText('Premium members can have up to 25 photos.')).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
  });

  it('shows photos other than the main one through their signed links (issue 29 §4)', async () => {
    const linked = {
      ...photo(2, 'pending'),
      url: '/api/photo.php?t=2',
      thumb_url: '/api/photo.php?t=2s',
    };
    server.use(...ownProfileHandlers(anOwnProfile({ photos: [photo(1), linked] })));
    renderPage();
    expect(await screen.findByRole('img', { name: 'Your photo 2' })).toHaveAttribute(
      'src',
      '/api/photo.php?t=2s',
    );
    expect(screen.getByRole('img', { name: 'Your photo 1' })).toHaveAttribute(
      'src',
      '/uploads/p1-thumb.webp',
    );
  });

  it('a new photo says it is being checked, and the page follows the check (issue 29 §2)', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/profile.php', () => {
        reads += 1;
        return HttpResponse.json({
          profile: anOwnProfile({ photos: [photo(1, reads < 2 ? 'screening' : 'active')] }),
        });
      }),
      ...ownProfileHandlers(),
    );
    renderPage();
    expect(await screen.findByText('Being checked…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Being checked…')).toBeNull(), {
      timeout: 3000,
    });
    expect(reads).toBe(2);
  });

  it('a photo the moderators rejected says so and why, and can be deleted (issue 26 §3)', async () => {
    server.use(
      ...ownProfileHandlers(
        anOwnProfile({ photos: [photo(1), photo(2, 'rejected', 'contact_details')] }),
      ),
    );
    renderPage();
    const card = (await screen.findByText('Not approved')).closest('figure')!;
    expect(within(card).getByText('It shows contact details.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Delete photo 2' })).toBeEnabled();
  });

  it('uploads several photos one after another, with progress; what does not fit is refused', async () => {
    let uploads = 0;
    let photos = [photo(1)];
    server.use(
      http.get('*/api/profile.php', () => HttpResponse.json({ profile: anOwnProfile({ photos }) })),
      http.post('*/api/photos.php', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
        uploads += 1;
        // The second file chosen (bad.jpg) is no image the server can read.
        if (uploads === 2) return apiErrorAnswer(400, 'photo_invalid');
        const added = photo(photos.length + 10);
        photos = [...photos, added];
        return HttpResponse.json({ photo: added });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('photo-count');
    const input = document.getElementById('profile-photo-files') as HTMLInputElement;
    await user.upload(input, [file('a.jpg'), file('bad.jpg'), file('b.jpg'), file('c.jpg')]);
    expect(await screen.findByText('2 of 4 photos added')).toBeInTheDocument();
    // Room for two more (3 for a free member): a, bad (refused by the server), b; c did not fit.
    expect(uploads).toBe(3);
    expect(screen.getByText(/bad\.jpg: This file is not a photo we can use/)).toBeInTheDocument();
    expect(screen.getByText(/c\.jpg: You already have 3 photos/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('photo-count')).toHaveTextContent('3 of 3'));
  });

  it('makes a photo the main one, and deletes one after asking: "Picture deleted."', async () => {
    let photos = [photo(1), photo(2)];
    const mains: unknown[] = [];
    server.use(
      http.get('*/api/profile.php', () => HttpResponse.json({ profile: anOwnProfile({ photos }) })),
      http.put('*/api/photos.php', async ({ request }) => {
        mains.push(await request.json());
        photos = [photo(2), photo(1)];
        return HttpResponse.json({ photos });
      }),
      http.delete('*/api/photos.php', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        photos = photos.filter((p) => p.id !== id);
        return HttpResponse.json({ photos });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make main: photo 2' }));
    expect(mains).toEqual([{ id: 2 }]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your photo 1' })).toHaveAttribute(
        'src',
        '/uploads/p2-thumb.webp',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Picture deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('photo-count')).toHaveTextContent('1 of 3'));
  });
});
