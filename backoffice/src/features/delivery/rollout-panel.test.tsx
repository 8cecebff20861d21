import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Delivery, Rollout } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { DeliveryPage } from './delivery-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

const delivery = (revision: number, rollout: Rollout | null): Delivery => ({
  remote: {
    remote: 'mf-chat',
    revision,
    stable: 'aaa111',
    candidate: rollout?.state === 'running' || rollout?.state === 'paused' ? rollout.version : null,
    percent: rollout ? rollout.percent : 0,
    rules: {},
    health: {
      stable: { loads: 200, failures: 2, mean_ms: 120, top_failures: [] },
      candidate: null,
    },
    origin: { stable: null, candidate: null },
    events: [],
  },
  versions: [
    {
      version: 'bbb222',
      commit: null,
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
  telemetry: [],
  rollout,
});

const running: Rollout = {
  version: 'bbb222',
  stages: [1, 10, 50, 100],
  stage: 1,
  percent: 10,
  confidence: 0.95,
  state: 'running',
  stage_since: '2026-11-28T10:00:00.000Z',
  started_at: '2026-11-28T09:00:00.000Z',
  started_by: 'lead@amora.test',
  decision: {
    at: '2026-11-28T10:05:00.000Z',
    outcome: 'hold',
    by: 'rollout',
    sources: 12,
    min_sources: 8,
    evidence: {
      verdict: 'thin',
      because: null,
      candidate: { loads: 30, failures: 0, meanMs: 118, starts: 0 },
      stable: { loads: 200, failures: 2, meanMs: 120, starts: 0 },
      failures: { llr: -1.47, lower: -2.94, upper: 2.94 },
      time: { llr: -5, lower: -2.94, upper: 2.94 },
      conversion: null,
    },
  },
};

it('starts a staged rollout with its stages and confidence, and refuses stages that do not end at 100', async () => {
  const started: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/delivery/mf-chat/tokens', () => HttpResponse.json({ tokens: [] })),
    http.get('*/api/backoffice/delivery/mf-chat', () => HttpResponse.json(delivery(4, null))),
    http.post('*/api/backoffice/delivery/mf-chat/rollout', async ({ request }) => {
      started.push(await request.json());
      return HttpResponse.json({ rollout: running });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <DeliveryPage /> }], {
    initialPath: '/delivery/mf-chat',
  });
  const panel = await screen.findByRole('region', { name: 'Staged rollout' });
  const stages = within(panel).getByLabelText('Stages (% of browsers)');
  expect(stages).toHaveValue('1, 10, 50, 100');
  await user.clear(stages);
  await user.type(stages, '5, 50');
  await user.click(within(panel).getByRole('button', { name: 'Start the staged rollout' }));
  expect(stages).toHaveAccessibleDescription(
    'Give growing shares from 1 to 100, ending at 100 (for example 1, 10, 50, 100).',
  );
  expect(started).toEqual([]);
  await user.clear(stages);
  await user.type(stages, '5, 50, 100');
  await user.selectOptions(within(panel).getByLabelText('Confidence'), '0.99');
  await user.click(within(panel).getByRole('button', { name: 'Start the staged rollout' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The staged rollout has started.');
  expect(started).toEqual([
    { expected_revision: 4, version: 'bbb222', stages: [5, 50, 100], confidence: 0.99 },
  ]);
});

it('shows the stage and the evidence in words, and asks before withdrawing by hand', async () => {
  const actions: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/delivery/mf-chat/tokens', () => HttpResponse.json({ tokens: [] })),
    http.get('*/api/backoffice/delivery/mf-chat', () => HttpResponse.json(delivery(9, running))),
    http.patch('*/api/backoffice/delivery/mf-chat/rollout', async ({ request }) => {
      actions.push(await request.json());
      return HttpResponse.json({ rollout: { ...running, state: 'withdrawn' } });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <DeliveryPage /> }], {
    initialPath: '/delivery/mf-chat',
  });
  const panel = await screen.findByRole('region', { name: 'Staged rollout' });
  expect(panel).toHaveTextContent('bbb222: stage 2 of 4, 10 % of browsers since');
  expect(panel).toHaveTextContent(
    'At this stage: 30 loads, 0% failed, mean 118 ms (stable: 1% failed, mean 120 ms).',
  );
  expect(panel).toHaveTextContent('Holding: not yet enough evidence at 95% confidence.');
  expect(within(panel).getByRole('progressbar')).toHaveAttribute('value', '50');
  expect(within(panel).getByText('10%')).toHaveAttribute('aria-current', 'step');
  await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw the candidate?' });
  expect(dialog).toHaveTextContent('Every browser gets aaa111 again; bbb222 stays published.');
  expect(actions).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The candidate is withdrawn: every browser gets stable.',
  );
  expect(actions).toEqual([{ expected_revision: 9, action: 'withdraw' }]);
});
