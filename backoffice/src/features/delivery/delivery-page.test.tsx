import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Delivery } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { DeliveryPage } from './delivery-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

const hour = '2026-11-27T10';
const delivery = (revision: number): Delivery => ({
  remote: {
    remote: 'mf-chat',
    revision,
    stable: 'aaa111',
    candidate: null,
    percent: 0,
    rules: {},
    health: {
      stable: { loads: 200, failures: 2, mean_ms: 120, top_failures: [] },
      candidate: null,
    },
    origin: { stable: null, candidate: null },
    events: [
      {
        kind: 'withdraw',
        version: 'zzz000',
        at: '2026-11-26T09:00:00.000Z',
        by: 'telemetry',
        detail: { reason: 'failure rate 40% over 20 loads' },
      },
    ],
  },
  versions: [
    {
      version: 'bbb222',
      commit: '0123456789abcdef0123456789abcdef01234567-dirty',
      built_at: null,
      published_at: '2026-11-27T09:00:00.000Z',
      published_by: 'platform',
    },
    {
      version: 'aaa111',
      commit: null,
      built_at: null,
      published_at: '2026-11-20T09:00:00.000Z',
      published_by: 'platform',
    },
  ],
  telemetry: [{ version: 'aaa111', hour, loads: 40, failures: 1, mean_ms: 110 }],
  rollout: null,
});

it('shows what is live and why a candidate was withdrawn, and starts a canary with the revision it saw', async () => {
  const changes: unknown[] = [];
  let revision = 7;
  server.use(
    http.get('*/api/backoffice/delivery/mf-chat/tokens', () => HttpResponse.json({ tokens: [] })),
    http.get('*/api/backoffice/delivery/mf-chat', () => HttpResponse.json(delivery(revision))),
    http.put('*/api/backoffice/delivery/mf-chat/channel', async ({ request }) => {
      const body = (await request.json()) as { expected_revision: number };
      changes.push(body);
      if (body.expected_revision !== revision)
        return HttpResponse.json(
          { error: { code: 'stale_revision', message: 'stale' } },
          { status: 409 },
        );
      revision += 1;
      return HttpResponse.json({ channel: {} });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <DeliveryPage /> }], {
    initialPath: '/delivery/mf-chat',
  });
  const live = await screen.findByRole('region', { name: 'Live now' });
  expect(within(live).getByRole('row', { name: /^Stable/ })).toHaveTextContent(
    'aaa111100%2001%120 ms',
  );
  expect(screen.getByText(/failure rate 40% over 20 loads/)).toHaveTextContent(
    'Withdrawn automatically zzz000 · telemetry',
  );
  const loads = screen.getByRole('region', { name: 'Loads per hour' });
  expect(within(loads).getAllByRole('row')[1]).toHaveTextContent('40');

  await user.selectOptions(screen.getByLabelText('Candidate'), 'bbb222');
  await user.clear(screen.getByLabelText('Share of browsers (%)'));
  await user.type(screen.getByLabelText('Share of browsers (%)'), '50');
  await user.type(screen.getByLabelText('Only in these countries (optional)'), 'nl, fr');
  await user.click(screen.getByRole('button', { name: 'Start the canary' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The canary is live.');
  expect(changes).toEqual([
    { expected_revision: 7, candidate: 'bbb222', percent: 50, rules: { countries: ['NL', 'FR'] } },
  ]);

  // Someone changed it meanwhile (the page still shows revision 8 — then 9 on the server).
  revision = 9;
  await user.click(screen.getByRole('button', { name: 'Start the canary' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Someone changed this remote first. Look at it again, then retry.',
  );
});

it('marks a version built from uncommitted changes wherever it shows, and asks before a move', async () => {
  const moves: unknown[] = [];
  const withCandidate = () => {
    const one = delivery(4);
    one.remote.candidate = 'bbb222';
    one.remote.percent = 10;
    one.remote.events.unshift({
      kind: 'stop',
      version: 'bbb222',
      at: '2026-11-27T11:00:00.000Z',
      by: 'ana@staff.test',
      detail: {},
    });
    return one;
  };
  server.use(
    http.get('*/api/backoffice/delivery/mf-chat/tokens', () => HttpResponse.json({ tokens: [] })),
    http.get('*/api/backoffice/delivery/mf-chat', () => HttpResponse.json(withCandidate())),
    http.post('*/api/backoffice/delivery/mf-chat/promote', async ({ request }) => {
      moves.push(await request.json());
      return HttpResponse.json({ channel: {} });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <DeliveryPage /> }], {
    initialPath: '/delivery/mf-chat',
  });
  const live = await screen.findByRole('region', { name: 'Live now' });
  expect(within(live).getByRole('row', { name: /^Candidate/ })).toHaveTextContent('bbb222-dirty');
  expect(screen.getByText('Canary stopped', { exact: false })).toHaveTextContent(
    'Canary stopped bbb222-dirty · ana@staff.test',
  );
  const versions = screen.getByRole('region', { name: 'Versions' });
  expect(within(versions).getByRole('row', { name: /bbb222/ })).toHaveTextContent(
    'bbb222-dirty0123456789ab-dirty',
  );

  // Promote asks first; Cancel changes nothing, the dialog's own button promotes.
  await user.click(screen.getByRole('button', { name: 'Promote the candidate' }));
  const dialog = screen.getByRole('dialog', { name: 'Promote the candidate?' });
  expect(dialog).toHaveTextContent('Every browser gets bbb222 instead of aaa111.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(moves).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Promote the candidate' }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote the candidate' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('The candidate is stable now.');
  expect(moves).toEqual([{ expected_revision: 4 }]);
});

it('makes a deploy token shown once, and revokes one', async () => {
  const tokens = [
    {
      id: 3,
      label: 'Old laptop',
      created_at: '2026-11-01T09:00:00.000Z',
      created_by: 'ana@staff.test',
      last_used_at: null,
      revoked_at: null as string | null,
    },
  ];
  const made: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/delivery/mf-chat/tokens', () => HttpResponse.json({ tokens })),
    http.get('*/api/backoffice/delivery/mf-chat', () => HttpResponse.json(delivery(1))),
    http.post('*/api/backoffice/delivery/mf-chat/tokens', async ({ request }) => {
      made.push(await request.json());
      return HttpResponse.json({ id: 4, token: 'amora_deploy_secret' });
    }),
    http.delete('*/api/backoffice/delivery/mf-chat/tokens/3', () => {
      tokens[0]!.revoked_at = '2026-11-27T10:00:00.000Z';
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <DeliveryPage /> }], {
    initialPath: '/delivery/mf-chat',
  });
  await user.type(await screen.findByLabelText('Name'), 'GitHub Actions');
  await user.click(screen.getByRole('button', { name: 'Make a token' }));
  expect(
    await screen.findByLabelText("The token, shown this once: copy it into your CI's secrets now."),
  ).toHaveValue('amora_deploy_secret');
  expect(made).toEqual([{ label: 'GitHub Actions' }]);
  await user.click(screen.getByRole('button', { name: 'Revoke Old laptop' }));
  expect(await screen.findByText(/^Revoked on/)).toBeInTheDocument();
});
