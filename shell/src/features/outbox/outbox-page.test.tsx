import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { outboxResponseSchema } from '@app/shared/contracts';
import { OutboxPage } from './outbox-page';
import '../../i18n';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

const render = () =>
  renderWithRouter([{ path: '/outbox', element: <OutboxPage /> }], { initialPath: '/outbox' });

describe('/outbox', () => {
  it('lists the kept mails with their links', async () => {
    const link = 'http://localhost:3000/reset-password/do?token=abc';
    server.use(
      http.get('*/api/outbox.php', () =>
        HttpResponse.json(
          outboxResponseSchema.parse({
            mails: [
              {
                id: 3,
                to: 'demo@amora.test',
                subject: 'Reset your Amora password',
                text: `Choose a new one:\n${link}\n`,
                html: '<p>…</p>',
                sent_at: '2026-11-22T08:00:00.000Z',
                links: [link],
              },
            ],
            texts: [
              {
                id: 1,
                to: '+31612345678',
                text: 'Your Amora code: 123456',
                sent_at: '2026-11-22T08:01:00.000Z',
              },
            ],
          }),
        ),
      ),
    );
    render();
    expect(
      await screen.findByRole('heading', { name: 'Reset your Amora password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/To demo@amora\.test/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Text messages' })).toBeInTheDocument();
    expect(screen.getByText('Your Amora code: 123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('says there is no outbox when mail goes out by SMTP', async () => {
    server.use(http.get('*/api/outbox.php', () => apiErrorAnswer(404, 'not_found')));
    render();
    expect(
      await screen.findByText('Mail is sent by SMTP on this server: there is no outbox.'),
    ).toBeInTheDocument();
  });
});
