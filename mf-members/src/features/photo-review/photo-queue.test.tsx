import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@app/shared';
import { apiErrorAnswer, setupI18n, setupMsw } from '@app/shared/testing';
import PhotoQueue from './photo-queue';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const photo = (id: number, name: string, nudity_score: number | null = 0.02) => ({
  id,
  member_id: id * 10,
  member_name: name,
  filename: `p${id}.webp`,
  thumb_filename: `t${id}.webp`,
  url: `/uploads/p${id}.webp`,
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  nudity_score,
  flagged: nudity_score !== null && nudity_score > 0.5,
});

function serve(photos: ReturnType<typeof photo>[]) {
  const reviews: string[] = [];
  server.use(
    http.get('*/api/backoffice/photos', () =>
      HttpResponse.json({
        waiting: photos.length,
        oldest_at: photos[0]?.created_at ?? null,
        photos,
      }),
    ),
    http.post('*/api/backoffice/photos/:id/:verdict', async ({ params, request }) => {
      const body = (await request.json()) as { reason?: string };
      reviews.push(`${String(params.id)} ${String(params.verdict)} ${body.reason ?? ''}`.trim());
      if (params.id === '3') return apiErrorAnswer(409, 'already_reviewed');
      return HttpResponse.json({ ok: true });
    }),
  );
  return reviews;
}

const renderQueue = () =>
  render(
    <I18nextProvider i18n={i18next}>
      <PhotoQueue />
    </I18nextProvider>,
  );

it('approves with A, picks a reason with its number and rejects with R, the next photo at once', async () => {
  const reviews = serve([photo(1, 'Anna'), photo(2, 'Bea'), photo(3, 'Cleo')]);
  const user = userEvent.setup();
  renderQueue();
  expect(await screen.findByRole('img', { name: 'Photo uploaded by Anna' })).toHaveAttribute(
    'src',
    '/uploads/p1.webp',
  );
  expect(screen.getByTestId('photo-queue-figures')).toHaveTextContent(
    '3 photos waiting · oldest 3 hr ago',
  );
  expect(screen.queryByText(/Nudity likely/)).toBeNull();
  await user.keyboard('a');
  expect(await screen.findByRole('img', { name: 'Photo uploaded by Bea' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Approved the photo of Anna.');
  await user.keyboard('2');
  expect(screen.getByLabelText(/Face not visible/)).toBeChecked();
  await user.keyboard('r');
  expect(await screen.findByRole('img', { name: 'Photo uploaded by Cleo' })).toBeInTheDocument();
  expect(screen.getByTestId('photo-queue-figures')).toHaveTextContent('1 photo waiting');
  expect(reviews).toEqual(['1 approve', '2 reject face_not_visible']);
});

it('says when someone else reviewed the photo first, and moves on', async () => {
  serve([photo(3, 'Cleo')]);
  const user = userEvent.setup();
  renderQueue();
  await screen.findByRole('img', { name: 'Photo uploaded by Cleo' });
  await user.click(screen.getByRole('button', { name: /Approve/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Someone else handled this already.');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('keeps the keys for typing in a field', async () => {
  const reviews = serve([photo(1, 'Anna')]);
  renderQueue();
  await screen.findByRole('img', { name: 'Photo uploaded by Anna' });
  const field = document.createElement('input');
  document.body.append(field);
  field.focus();
  await userEvent.setup().keyboard('a');
  expect(reviews).toEqual([]);
  field.remove();
});

it('says when the nudity model sent a photo here, with its score', async () => {
  serve([photo(4, 'Dana', 0.87)]);
  renderQueue();
  await screen.findByRole('img', { name: 'Photo uploaded by Dana' });
  expect(screen.getByText('Nudity likely (87%)')).toBeVisible();
});
