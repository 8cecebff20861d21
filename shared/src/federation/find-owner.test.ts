import { findOwner } from '../../platform/find-owner.mjs';
import type { Registry } from '../../platform/registry-schema.mjs';

const entry = (name: string, paths: string[]) => ({
  name,
  version: 'v1',
  manifest: `/remotes/${name}/v1/mf-manifest.json`,
  routes: paths.map((path) => ({ path, layout: 'default' as const })),
  widgets: [],
});

const registry: Registry = {
  remotes: {
    'mf-members': entry('mf_members', ['/members', '/members/:id', '/likes/m/:id']),
    'mf-chat': entry('mf_chat', ['/chats', '/members/:id/chat']),
    'mf-landers': entry('mf_landers', ['/', '/members/:id/landing', '/landers/:name/:slug?']),
    'mf-payments': entry('mf_payments', ['/credits/:id/:paymentmethod?']),
  },
};

describe('route ownership from the registry', () => {
  it.each([
    ['/', 'mf-landers'],
    ['/members', 'mf-members'],
    ['/members/12', 'mf-members'],
    ['/members/12/chat', 'mf-chat'],
    ['/members/12/landing', 'mf-landers'],
    ['/landers/gallery/summer', 'mf-landers'],
    ['/credits/3', 'mf-payments'],
    ['/credits/3/ideal', 'mf-payments'],
    ['/login', null],
    ['/nothing/here', null],
  ])('%s → %p', (path, owner) => {
    expect(findOwner(registry, path)).toBe(owner);
  });
});
