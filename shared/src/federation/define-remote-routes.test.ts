import { defineRemoteRoutes } from './define-remote-routes';

describe('defineRemoteRoutes', () => {
  const page = { element: null };

  it('groups the owned paths by layout, each with its body', () => {
    const routes = defineRemoteRoutes(
      [
        { path: '/chats', layout: 'default' },
        { path: '/chats/:id', layout: 'chat' },
      ],
      { '/chats': page, '/chats/:id': page },
    );
    expect(routes.default?.map((r) => r.path)).toEqual(['/chats']);
    expect(routes.chat?.map((r) => r.path)).toEqual(['/chats/:id']);
  });

  it('refuses an owned path without a body, and a body for a path not owned', () => {
    expect(() => defineRemoteRoutes([{ path: '/a', layout: 'default' }], {})).toThrow(
      'No route body for owned path /a',
    );
    expect(() => defineRemoteRoutes([], { '/b': page })).toThrow('Route /b is not in routes.json');
  });
});
