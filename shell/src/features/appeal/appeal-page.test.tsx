import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { AppealPage } from './appeal-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

const routes = [
  { path: '/appeal', element: <AppealPage /> },
  { path: '/login', element: <p>login</p> },
];

it('a suspended member says why with the login’s link, and is told the answer comes by mail', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/appeal.php', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ reference: 17 });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter(routes, { initialPath: '/appeal#signed.link-of-at-least-twenty' });
  const why = await screen.findByLabelText('Why the decision is wrong');
  await user.type(why, 'Too short');
  await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
  expect(
    await screen.findByText('Please say a little more: at least 20 characters.'),
  ).toBeVisible();
  expect(sent).toEqual([]);
  await user.type(why, ' — these were friends from a party, not spam.');
  await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your appeal was sent (reference 17). We answer by e-mail.',
  );
  expect(sent).toEqual([
    {
      token: 'signed.link-of-at-least-twenty',
      body: 'Too short — these were friends from a party, not spam.',
    },
  ]);
});

it('says an appeal was made already, and what to do without a link', async () => {
  server.use(http.post('*/api/appeal.php', () => apiErrorAnswer(409, 'appeal_exists')));
  const user = userEvent.setup();
  const view = renderWithRouter(routes, { initialPath: '/appeal#a-signed-link-of-twenty-chars' });
  await user.type(
    screen.getByLabelText('Why the decision is wrong'),
    'I never wrote to that member at all.',
  );
  await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have appealed this decision already. We answer by e-mail.',
  );
  view.unmount();
  renderWithRouter(routes, { initialPath: '/appeal' });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This page opens from the link shown when you log in.',
  );
});
