import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Mailing, MailingDraft } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import MailingsScreen from './mailings-screen';
import './mailings-i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'mailings']));

const words = (subject: string) => ({
  subject,
  body: 'Winter is long.',
  button_label: 'See',
  button_url: '/payments/premium',
});

const mailing = (changes: Partial<Mailing> = {}): Mailing => ({
  id: 7,
  name: 'Winter offer',
  kind: 'promotions',
  created_at: new Date().toISOString(),
  created_by: 'm@staff.test',
  state: 'draft',
  audience_count: null,
  sent: 0,
  bounced: 0,
  last_error: null,
  started_at: null,
  finished_at: null,
  audience: { countries: ['FR'], niche: null, paid: 'free' },
  texts: { en: words('Half price'), fr: words('Moitié prix') },
  ...changes,
});

const preview = { subject: 'Half price', html: '<p>Winter is long.</p>', text: 'Winter is long.' };

it('checks the words by the contract, counts who would get it, and saves the draft', async () => {
  const sent: MailingDraft[] = [];
  const counted: unknown[] = [];
  server.use(
    http.post('*/api/backoffice/mailings/audience', async ({ request }) => {
      counted.push(await request.json());
      return HttpResponse.json({ count: 12 });
    }),
    http.post('*/api/backoffice/mailings', async ({ request }) => {
      sent.push((await request.json()) as MailingDraft);
      return HttpResponse.json(mailing(), { status: 201 });
    }),
    http.get('*/api/backoffice/mailings/7', () => HttpResponse.json(mailing())),
    http.get('*/api/backoffice/mailings/7/preview', () => HttpResponse.json(preview)),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MailingsScreen /> }], { initialPath: '/mailings/new' });

  expect(await screen.findByText('12 members would get it now.')).toBeInTheDocument();
  // Nothing filled in: the contract says which fields, and nothing is sent.
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
  expect(screen.getByLabelText('Name (for the team only)')).toHaveFocus();
  expect(screen.getByLabelText('Name (for the team only)')).toHaveAccessibleDescription(
    'Fill this in.',
  );
  expect(sent).toHaveLength(0);

  await user.type(screen.getByLabelText('Name (for the team only)'), 'Winter offer');
  await user.click(screen.getByLabelText('Newsletter'));
  await user.click(screen.getByLabelText('France'));
  await user.selectOptions(screen.getByLabelText('Payments'), 'free');
  for (const language of ['English', 'French']) {
    const group = screen.getByRole('group', { name: language });
    await user.type(within(group).getByLabelText('Subject'), `Subject ${language}`);
    await user.type(within(group).getByLabelText('Text'), 'Winter is long.');
  }
  const english = screen.getByRole('group', { name: 'English' });
  await user.type(within(english).getByLabelText('Button goes to'), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  expect(
    within(english).getByText(/must be a page of the site \(starting with \/\) or an https/),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await user.clear(within(english).getByLabelText('Button goes to'));
  await user.type(within(english).getByLabelText('Button goes to'), '/payments/premium');
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  expect(await screen.findByRole('heading', { name: 'Winter offer' })).toBeInTheDocument();
  expect(sent[0]).toMatchObject({
    name: 'Winter offer',
    kind: 'news',
    audience: { countries: ['FR'], niche: null, paid: 'free' },
    texts: { en: { subject: 'Subject English', button_url: '/payments/premium' } },
  });
  expect(counted.at(-1)).toEqual({
    kind: 'news',
    audience: { countries: ['FR'], niche: null, paid: 'free' },
  });
});

it('sends after saying to how many, then shows the progress and pauses', async () => {
  let state: Mailing = mailing();
  const actions: string[] = [];
  server.use(
    http.get('*/api/backoffice/mailings/7', () => HttpResponse.json(state)),
    http.get('*/api/backoffice/mailings/7/preview', ({ request }) =>
      HttpResponse.json({
        ...preview,
        subject:
          new URL(request.url).searchParams.get('language') === 'fr' ? 'Moitié prix' : 'Half price',
      }),
    ),
    http.post('*/api/backoffice/mailings/audience', () => HttpResponse.json({ count: 340 })),
    http.post('*/api/backoffice/mailings/7/test', () => HttpResponse.json({ to: 'm@staff.test' })),
    http.post('*/api/backoffice/mailings/7/send', () => {
      actions.push('send');
      state = mailing({
        state: 'sending',
        audience_count: 340,
        sent: 120,
        started_at: state.created_at,
      });
      return HttpResponse.json(state);
    }),
    http.post('*/api/backoffice/mailings/7/pause', () => {
      actions.push('pause');
      state = { ...state, state: 'paused' };
      return HttpResponse.json(state);
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MailingsScreen /> }], { initialPath: '/mailings/7' });

  expect(await screen.findByText('Half price')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Language'), 'fr');
  expect(await screen.findByText('Moitié prix')).toBeInTheDocument();
  expect(screen.getByTitle('The mail in French')).toHaveAttribute(
    'src',
    '/api/backoffice/mailings/7/preview.html?language=fr',
  );
  await user.click(screen.getByRole('button', { name: 'Send me a test' }));
  expect(
    await screen.findByText('A test went to m@staff.test.', { selector: 'p.alert' }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send to 340 members?' });
  expect(actions).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
  expect(await screen.findByText('Sent 120 of 340')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute(
    'aria-valuenow',
    '120',
  );
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  expect(actions).toEqual(['send', 'pause']);
});
