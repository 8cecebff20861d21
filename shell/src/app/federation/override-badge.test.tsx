import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@app/shared';
import { setupI18n } from '@app/shared/testing';
import type { Registry } from '@app/shared/federation-host';
import { OverrideBadge } from './override-badge';
import '../../i18n';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const registry: Registry = {
  remotes: {
    'mf-chat': {
      name: 'mf_chat',
      version: 'abc123',
      manifest: '/remotes/mf-chat/abc123/mf-manifest.json',
      routes: [{ path: '/chats', layout: 'default' }],
      widgets: [],
      integrity: 'sha384-entry',
      manifestIntegrity: 'sha384-manifest',
    },
    'mf-members': {
      name: 'mf_members',
      version: 'def456',
      manifest: '/remotes/mf-members/def456/mf-manifest.json',
      routes: [{ path: '/members', layout: 'default' }],
      widgets: [],
      ticket: '1795000000000.members-load-ticket',
    },
  },
  overrides: ['mf-chat'],
};

describe('override badge', () => {
  beforeAll(() => setupI18n(['common', 'shell']));
  const renderBadge = (answer: Registry) =>
    render(
      <I18nextProvider i18n={i18next}>
        <OverrideBadge load={() => Promise.resolve(answer)} />
      </I18nextProvider>,
    );

  it('names the overridden remotes and their versions, with a way back', async () => {
    renderBadge(registry);
    const badge = await screen.findByRole('complementary', { name: 'Preview versions' });
    expect(badge).toHaveTextContent('Preview: mf-chat@abc123');
    expect(screen.getByRole('link', { name: 'Back to the live versions' })).toHaveAttribute(
      'href',
      '/api/remote-override.php?clear=1',
    );
  });

  it('shows nothing to a browser without an override', async () => {
    const { container } = renderBadge({ remotes: registry.remotes });
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
  });
});
