import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithRouter, setupI18n, setupMsw, someSettings } from '@app/shared/testing';
import { NotFoundPage } from './not-found-page';
import { SitePageView } from '../../features/pages/site-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

const page = (name: string, title: string, version_date: string | null = null) => ({
  page: {
    name,
    language: 'en',
    title,
    version_date,
    sections: [
      { paragraphs: ['Refunds within 14 days.'] },
      { heading: 'Reach us', paragraphs: [], items: ['E-mail: help@amora.test'] },
    ],
  },
});

beforeEach(() =>
  server.use(
    http.get('/api/page.php', ({ request }) => {
      const name = new URL(request.url).searchParams.get('page');
      if (name === 'terms')
        return HttpResponse.json(page('terms', 'Terms', '2025-03-04T10:00:00.000Z'));
      if (name === 'summer-rules') return HttpResponse.json(page(name, 'Summer rules'));
      return HttpResponse.json(
        { error: { code: 'not_found', message: 'No page' } },
        { status: 404 },
      );
    }),
  ),
);

const renderAt = (path: string) =>
  renderWithRouter(
    [
      { path: '/pages/:page', element: <SitePageView /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    {
      initialPath: path,
      preloadedState: { site: { settings: someSettings({ support_phone: '+31 20-123 4567' }) } },
    },
  );

describe('static pages', () => {
  it('shows the site text, the terms version date and the cleaned support phone', async () => {
    renderAt('/pages/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('Version of March 4, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reach us' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('E-mail: help@amora.test');
    expect(screen.getByRole('link', { name: '+31201234567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
  });

  it('opens a page the site added at its own path ({token}), and 404 for one it does not have', async () => {
    renderAt('/summer-rules').unmount();
    renderAt('/summer-rules');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer rules' }),
    ).toBeInTheDocument();
    renderAt('/pages/nothing');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
