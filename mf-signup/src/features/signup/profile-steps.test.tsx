import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signupOpened } from '@app/shared/bindings';
import {
  anOwnProfile,
  apiErrorAnswer,
  aUser,
  ownProfileHandlers,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  townsHandler,
} from '@app/shared/testing';
import SignupModal from './signup-modal';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'signup']));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (navigator as { permissions?: unknown }).permissions;
});

const regions = {
  label: 'province',
  regions: [
    { id: 7, country: 'NL', name: 'Noord-Holland' },
    { id: 8, country: 'NL', name: 'Utrecht' },
  ],
};

/**
 * The modal as a new member finds it after a reload in the middle of sign-up: logged in, not
 * yet confirmed, on `step`.
 */
function renderAtStep(step: string, updates: object[] = [], profile = anOwnProfile()) {
  sessionStorage.setItem('signup-profile-step', step);
  server.use(
    ...ownProfileHandlers(profile, updates),
    http.get('*/api/regions.php', () => HttpResponse.json(regions)),
    townsHandler([
      { city: 'Haarlem', region: { id: 7, name: 'Noord-Holland' } },
      { city: 'Haarlemmermeer', region: { id: 7, name: 'Noord-Holland' } },
      { city: 'Amersfoort', region: { id: 8, name: 'Utrecht' } },
    ]),
  );
  const view = renderWithRouter([{ path: '/', element: <SignupModal /> }], {
    preloadedState: {
      site: { settings: someSettings({ countries: ['NL', 'BE'], geoip_country: 'NL' }) },
      auth: { user: aUser({ status: 'not_confirmed' }) },
    } as never,
  });
  act(() => {
    view.store.dispatch(signupOpened());
  });
  return view;
}

describe('sign-up step 1: photo', () => {
  it('refuses a file over the size limit in the browser, with the text the server would give', async () => {
    let uploads = 0;
    server.use(http.post('*/api/photos.php', () => void uploads++));
    const user = userEvent.setup();
    renderAtStep('photo');
    await screen.findByRole('heading', { name: 'Add a profile photo' });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(document.getElementById('signup-photo-file') as HTMLInputElement, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This photo is too large. Choose one under 15 MB.',
    );
    expect(uploads).toBe(0);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('uploads the photo, shows it, and shows the server refusal of a bad file', async () => {
    const photo = {
      id: 3,
      filename: 'a.webp',
      thumb_filename: 'a-thumb.webp',
      status: 'active',
      rejection_reason: null,
    };
    let answer = apiErrorAnswer(400, 'photo_invalid');
    const contentTypes: string[] = [];
    server.use(
      http.post('*/api/photos.php', ({ request }) => {
        contentTypes.push(request.headers.get('content-type') ?? '');
        return answer;
      }),
    );
    const user = userEvent.setup();
    renderAtStep('photo');
    const input = () => document.getElementById('signup-photo-file') as HTMLInputElement;
    await screen.findByRole('heading', { name: 'Add a profile photo' });
    await user.upload(input(), new File(['not a photo'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a photo we can use.',
    );

    answer = HttpResponse.json({ photo }) as never;
    server.use(...ownProfileHandlers(anOwnProfile({ photos: [photo as never] })));
    await user.upload(input(), new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      expect.stringContaining('a-thumb.webp'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(contentTypes).toEqual([
      expect.stringMatching(/^multipart\/form-data; boundary=/),
      expect.stringMatching(/^multipart\/form-data; boundary=/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'About me' })).toBeVisible();
  });
});

describe('sign-up steps 2 and 3: about me, personal details', () => {
  it('saves the text about oneself, then the chosen details and interests', async () => {
    const updates: object[] = [];
    const user = userEvent.setup();
    renderAtStep('about', updates);
    await screen.findByRole('heading', { name: 'About me' });
    await user.type(
      screen.getByLabelText('Tell other members a little about yourself.'),
      'I love hiking.',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Back, and forward again: what was written is still there (issue 49 §13).
    await screen.findByRole('heading', { name: 'About you' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'About me' })).toHaveFocus();
    expect(screen.getByLabelText('Tell other members a little about yourself.')).toHaveValue(
      'I love hiking.',
    );
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 5' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'About you' });
    await user.selectOptions(screen.getByLabelText('Gender'), 'Woman');
    await user.selectOptions(screen.getByLabelText('Hair colour'), 'Red');
    await user.click(screen.getByLabelText('I have tattoos'));
    const interests = screen.getByRole('group', { name: 'Interests' });
    await user.click(within(interests).getByLabelText('Music'));
    await user.click(within(interests).getByLabelText('Hiking'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    expect(updates).toEqual([
      { about: 'I love hiking.' },
      { about: 'I love hiking.' },
      { tattoos: true, interests: ['music', 'hiking'], gender: 'female', hair_colour: 'red' },
    ]);
  });

  it('keeps the member on the step with the error when saving fails', async () => {
    server.use(http.put('*/api/profile.php', () => apiErrorAnswer(400, 'validation_failed')));
    const user = userEvent.setup();
    renderAtStep('personal');
    await screen.findByRole('heading', { name: 'About you' });
    server.use(http.put('*/api/profile.php', () => apiErrorAnswer(400, 'validation_failed')));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    expect(screen.getByRole('heading', { name: 'About you' })).toBeVisible();
  });

  it('says why the sexuality was refused when its consent is not given (not "an error occurred")', async () => {
    const user = userEvent.setup();
    renderAtStep('personal');
    await screen.findByRole('heading', { name: 'About you' });
    server.use(
      http.put('*/api/profile.php', () => apiErrorAnswer(400, 'sensitive_consent_required')),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Agree to us keeping your sexual orientation, or leave it out.',
    );
  });
});

describe('sign-up step 4: location', () => {
  function grantPosition(latitude: number, longitude: number, state: PermissionState = 'granted') {
    const asked: PositionOptions[] = [];
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, _fail: unknown, options: PositionOptions) => {
          asked.push(options);
          ok({ coords: { latitude, longitude } } as GeolocationPosition);
        },
      },
    });
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: {
        query: async () => ({ state, addEventListener() {}, removeEventListener() {} }),
      },
    });
    return asked;
  }

  it('fills country, region and town in from the browser position, then saves them', async () => {
    const asked = grantPosition(52.37312, 4.89225);
    let geocoded = '';
    server.use(
      http.get('*/api/geocode.php', ({ request }) => {
        geocoded = new URL(request.url).search;
        return HttpResponse.json({
          location: { country: 'NL', region: { id: 7, name: 'Noord-Holland' }, city: 'Amsterdam' },
        });
      }),
    );
    const updates: object[] = [];
    const user = userEvent.setup();
    renderAtStep('location', updates);
    await screen.findByRole('heading', { name: 'Where do you live?' });
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/We filled in your location/)).toBeVisible();
    expect(asked[0]?.maximumAge).toBe(3_600_000);
    // Rounded to about a kilometre before it leaves the browser.
    expect(geocoded).toBe('?lat=52.37&lon=4.89');
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    expect(screen.getByLabelText('Province')).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(updates).toEqual([{ country: 'NL', region_id: 7, city: 'Amsterdam' }]);
    expect(sessionStorage.getItem('signup-profile-step')).toBeNull();
  });

  it('says when the browser blocks the position, and the place can be typed', async () => {
    grantPosition(0, 0, 'denied');
    const updates: object[] = [];
    const user = userEvent.setup();
    renderAtStep('location', updates);
    expect(await screen.findByText(/Location access is blocked/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Province'), 'Utrecht');
    await user.type(screen.getByLabelText('City'), 'Amersfoort');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(updates).toEqual([{ country: 'NL', region_id: 8, city: 'Amersfoort' }]),
    );
  });

  it('suggests towns as the member types, and a town chosen brings its region (issue 49 §13)', async () => {
    const updates: object[] = [];
    const user = userEvent.setup();
    renderAtStep('location', updates);
    const city = await screen.findByLabelText('City');
    await user.type(city, 'Haa');
    const list = document.getElementById(city.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual([
        'Haarlem',
        'Haarlemmermeer',
      ]),
    );
    // Choosing from the list puts the whole name in the field.
    await user.clear(city);
    await user.type(city, 'Haarlem');
    expect(screen.getByLabelText('Province')).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(updates).toEqual([{ country: 'NL', region_id: 7, city: 'Haarlem' }]),
    );
  });

  it('without geolocation in the browser, offers only the form', async () => {
    renderAtStep('location');
    expect(await screen.findByText(/Your browser cannot share your location/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).toBeNull();
  });
});
