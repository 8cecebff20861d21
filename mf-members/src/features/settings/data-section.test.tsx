import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DataExport } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { DataSection } from './data-section';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

it('asks for the data, shows its progress while it is built, then that the link was mailed', async () => {
  let current: DataExport | null = null;
  let asks = 0;
  let polls = 0;
  server.use(
    http.get('*/api/data-export.php', () => {
      polls += 1;
      // Built over two polls: 40 %, then ready.
      if (current?.status === 'building' && polls > 2)
        current = {
          ...current,
          status: 'ready',
          progress: 100,
          expires_at: '2026-11-30T12:00:00Z',
        };
      else if (current?.status === 'building') current = { ...current, progress: 40 };
      return HttpResponse.json({ export: current });
    }),
    http.post('*/api/data-export.php', () => {
      asks += 1;
      current = {
        status: 'building',
        progress: 0,
        created_at: '2026-11-29T12:00:00Z',
        expires_at: null,
      };
      polls = 0;
      return HttpResponse.json({ export: current });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <DataSection /> }], { initialPath: '/settings' });
  await user.click(await screen.findByRole('button', { name: 'Ask for my data' }));
  expect(asks).toBe(1);
  const bar = await screen.findByRole('progressbar', { name: 'Preparing your data' });
  expect(screen.queryByRole('button', { name: 'Ask for my data' })).toBeNull();
  await screen.findByText('40%', {}, { timeout: 5000 });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(
    await screen.findByText(
      /Your data is ready: we mailed you the link, good until/,
      {},
      { timeout: 6000 },
    ),
  ).toBeInTheDocument();
}, 15_000);

it('says a used or expired link could not be used, and offers again', async () => {
  server.use(
    http.get('*/api/data-export.php', () =>
      HttpResponse.json({
        export: {
          status: 'taken',
          progress: 100,
          created_at: '2026-11-27T12:00:00Z',
          expires_at: '2026-11-28T12:00:00Z',
        },
      }),
    ),
  );
  renderWithRouter([{ path: '*', element: <DataSection /> }], {
    initialPath: '/settings?data_export=invalid',
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This download link was used already or has expired. Ask for your data again.',
  );
  expect(
    await screen.findByText('You downloaded your data. You can ask again from tomorrow.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ask for my data' })).toBeInTheDocument();
});
