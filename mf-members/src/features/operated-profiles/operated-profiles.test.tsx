import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OperatedProfile } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import OperatedProfiles from './operated-profiles';
import '../../i18n';

const server = setupMsw();
// The operators a profile may be given, for every test that opens one.
beforeEach(() =>
  server.use(
    http.get('*/api/backoffice/operated-profiles/operators', () =>
      HttpResponse.json({
        operators: [
          { id: 3, email: 'ann@staff.test' },
          { id: 4, email: 'ben@staff.test' },
        ],
      }),
    ),
  ),
);
beforeAll(() => setupI18n(['common', 'members']));

const lina: OperatedProfile = {
  id: 7,
  name: 'Lina',
  age: 29,
  gender: 'female',
  country: 'NL',
  city: 'Utrecht',
  state: 'active',
  photos: 1,
  photos_waiting: 1,
  thumb: 'lina-thumb.jpg',
  conversations: 3,
  sexuality: null,
  hair_colour: 'blond',
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: false,
  interests: ['travel'],
  texts: { en: 'Hello', fr: 'Bonjour' },
  operators: [{ id: 3, email: 'ann@staff.test' }],
  all_photos: [
    {
      id: 11,
      filename: 'lina.jpg',
      thumb_filename: 'lina-thumb.jpg',
      status: 'active',
      rejection_reason: null,
    },
    {
      id: 12,
      filename: 'lina-2.jpg',
      thumb_filename: 'lina-2-thumb.jpg',
      status: 'pending',
      rejection_reason: null,
      url: '/api/photo.php?t=a',
      thumb_url: '/api/photo.php?t=b',
    },
  ],
  cdn_prefix: '/uploads/',
};

it('lists the operated profiles with their state, photos and conversations; finds by name and state, a page at a time', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/backoffice/operated-profiles', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        profiles: [lina],
        total: 120,
        page: Number(new URL(request.url).searchParams.get('page') ?? 1),
        pages: 3,
        cdn_prefix: '/uploads/',
      });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <OperatedProfiles /> }], {
    initialPath: '/operated-profiles',
  });
  const table = await screen.findByRole('table');
  const row = within(table).getByRole('row', { name: /Lina/ });
  expect(within(row).getByRole('link', { name: 'Lina' })).toHaveAttribute(
    'href',
    '/operated-profiles/7',
  );
  expect(row).toHaveTextContent('Utrecht, Netherlands');
  expect(row).toHaveTextContent('Active');
  expect(row).toHaveTextContent('1 shown · 1 waiting');
  expect(screen.getByText('120 profiles')).toBeVisible();
  expect(screen.getByRole('link', { name: 'New profile' })).toHaveAttribute(
    'href',
    '/operated-profiles/new',
  );

  await user.type(screen.getByLabelText('Find by name'), 'li');
  await user.selectOptions(screen.getByLabelText('State'), 'paused');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?q=li&state=paused'));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?q=li&state=paused&page=2'));
  expect(await screen.findByText('Page 2 of 3')).toBeVisible();
});

it('makes a profile from the form, texts in each language, and opens it', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/backoffice/operated-profiles', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ profile: { ...lina, id: 8, name: 'Mira' } });
    }),
    http.get('*/api/backoffice/operated-profiles/8', () =>
      HttpResponse.json({ profile: { ...lina, id: 8, name: 'Mira', all_photos: [] } }),
    ),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <OperatedProfiles /> }], {
    initialPath: '/operated-profiles/new',
  });
  await user.type(screen.getByLabelText('Name'), 'Mira');
  await user.type(screen.getByLabelText('Age'), '34');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.selectOptions(screen.getByLabelText('Country'), 'BE');
  await user.type(screen.getByLabelText('Town'), 'Gent');
  await user.type(screen.getByLabelText('About me (English)'), 'Jazz at night.');
  await user.type(screen.getByLabelText('About me (Français)'), 'Du jazz le soir.');
  await user.click(screen.getByLabelText('Music'));
  await user.click(screen.getByRole('button', { name: 'Make the profile' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: /Mira, operated profile/ }),
  ).toBeInTheDocument();
  expect(screen.getByText('The profile is made and listed. Add its photos below.')).toBeVisible();
  expect(sent).toEqual([
    expect.objectContaining({
      name: 'Mira',
      age: 34,
      gender: 'female',
      country: 'BE',
      city: 'Gent',
      interests: ['music'],
      texts: { en: 'Jazz at night.', fr: 'Du jazz le soir.' },
    }),
  ]);
  expect(
    screen.getByText('No photo yet: landers feature only profiles with a photo.'),
  ).toBeVisible();
});

it('says a taken name in words, and keeps what was typed', async () => {
  server.use(
    http.post('*/api/backoffice/operated-profiles', () =>
      HttpResponse.json(
        { error: { code: 'name_taken', message: 'taken', params: { field: 'name' } } },
        { status: 409 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <OperatedProfiles /> }], {
    initialPath: '/operated-profiles/new',
  });
  await user.type(screen.getByLabelText('Name'), 'Lina');
  await user.type(screen.getByLabelText('Age'), '30');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.click(screen.getByRole('button', { name: 'Make the profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This name is taken already. Choose another.',
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Lina');
});

it('retires a profile only after asking, and adds a photo', async () => {
  const patches: unknown[] = [];
  const uploads: string[] = [];
  const assigned: unknown[] = [];
  let current = lina;
  server.use(
    http.get('*/api/backoffice/operated-profiles/7', () => HttpResponse.json({ profile: current })),
    http.patch('*/api/backoffice/operated-profiles/7', async ({ request }) => {
      const body = (await request.json()) as { state?: OperatedProfile['state'] };
      patches.push(body);
      current = { ...current, ...(body.state ? { state: body.state } : {}) };
      return HttpResponse.json({ profile: current });
    }),
    http.put('*/api/backoffice/operated-profiles/7/operators', async ({ request }) => {
      assigned.push(await request.json());
      return HttpResponse.json({ profile: current });
    }),
    http.post('*/api/backoffice/operated-profiles/7/photos', async ({ request }) => {
      // A browser's form upload, the file under the field the API reads (jsdom's File does
      // not survive Node's FormData, so its bytes are not compared here).
      const type = request.headers.get('content-type') ?? '';
      if ((await request.formData()).has('photo')) uploads.push(type.split(';')[0]!);
      return HttpResponse.json({ photo: lina.all_photos[1] });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <OperatedProfiles /> }], {
    initialPath: '/operated-profiles/7',
  });
  await user.click(await screen.findByRole('button', { name: 'Retire' }));
  const dialog = screen.getByRole('dialog', { name: 'Retire' });
  expect(dialog).toHaveTextContent('Retire Lina?');
  await user.click(within(dialog).getByRole('button', { name: 'Keep the profile' }));
  expect(patches).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Retire' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Retire' })).getByRole('button', { name: 'Retire' }),
  );
  await waitFor(() => expect(patches).toEqual([{ state: 'retired' }]));
  expect(await screen.findByRole('button', { name: 'Bring back' })).toBeVisible();

  // Ben answers it too.
  expect(screen.getByLabelText('ann@staff.test')).toBeChecked();
  await user.click(screen.getByLabelText('ben@staff.test'));
  await user.click(screen.getByRole('button', { name: 'Save the operators' }));
  await waitFor(() => expect(assigned).toEqual([{ staff_ids: [3, 4] }]));

  const photos = screen.getByRole('list', { name: 'Photos' });
  expect(within(photos).getByText('Main photo')).toBeVisible();
  expect(within(photos).getByText('Waiting for a moderator')).toBeVisible();
  await user.upload(
    screen.getByLabelText('Add a photo'),
    new File(['abc'], 'new.jpg', { type: 'image/jpeg' }),
  );
  await waitFor(() => expect(uploads).toEqual(['multipart/form-data']));
});
