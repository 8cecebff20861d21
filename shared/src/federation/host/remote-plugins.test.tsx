import type { Registry } from './registry';

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

// Each test gets the registry module fresh, loaded from this answer.
async function withRegistry(answer: Registry = registry) {
  jest.resetModules();
  jest
    .spyOn(global, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
  const federation = await import('./registry');
  await federation.loadRegistry();
  return federation;
}

afterEach(() => jest.restoreAllMocks());

describe('load telemetry runtime plugin', () => {
  async function plugin() {
    await withRegistry();
    const { default: telemetryPlugin } = await import('./telemetry-plugin');
    const reports: unknown[] = [];
    let clock = 1000;
    const hooks = telemetryPlugin(
      (report) => reports.push(report),
      () => clock,
    ) as Required<ReturnType<typeof telemetryPlugin>> & Record<string, (...a: never[]) => unknown>;
    const call = (hook: string, args: object) =>
      (hooks[hook] as unknown as (a: object) => unknown)(args);
    return { call, reports, advance: (ms: number) => (clock += ms) };
  }

  it('reports a remote’s first load once, with its version, phase and duration', async () => {
    const { call, reports, advance } = await plugin();
    call('beforeRequest', { id: 'mf_chat/routes' });
    call('afterLoadManifest', { moduleInfo: { name: 'mf_chat' } });
    advance(250);
    call('afterLoadEntry', { remoteInfo: { name: 'mf_chat' } });
    call('afterLoadRemote', { id: 'mf_chat/routes', remote: { name: 'mf_chat' } });
    // A widget of the same remote later in the page: not a new load.
    call('beforeRequest', { id: 'mf_chat/ChatWidget' });
    call('afterLoadEntry', { remoteInfo: { name: 'mf_chat' }, cached: true });
    call('afterLoadRemote', { id: 'mf_chat/ChatWidget', remote: { name: 'mf_chat' } });
    expect(reports).toEqual([
      { remote: 'mf-chat', version: 'abc123', ok: true, phase: 'expose', duration_ms: 250 },
    ]);
  });

  it('reports where a load failed, and why, even when the fallback answered it', async () => {
    const { call, reports } = await plugin();
    call('beforeRequest', { id: 'mf_chat/routes' });
    call('afterLoadManifest', { moduleInfo: { name: 'mf_chat' } });
    const failure = new Error('ScriptNetworkError: Failed to load script');
    call('afterLoadEntry', { remoteInfo: { name: 'mf_chat' }, error: failure });
    call('afterLoadRemote', {
      id: 'mf_chat/routes',
      remote: { name: 'mf_chat' },
      error: failure,
      recovered: true,
    });
    call('beforeRequest', { id: 'mf_members/routes' });
    call('afterLoadRemote', {
      id: 'mf_members/routes',
      remote: { name: 'mf_members' },
      error: new Error('[ Federation Runtime ]: RUNTIME-003 manifest failed'),
    });
    expect(reports).toEqual([
      expect.objectContaining({
        remote: 'mf-chat',
        ok: false,
        phase: 'entry',
        error: 'ScriptNetworkError',
      }),
      expect.objectContaining({
        remote: 'mf-members',
        version: 'def456',
        ok: false,
        phase: 'manifest',
        error: 'RUNTIME-003',
        // The registry's ticket for this browser and version goes with the report.
        ticket: '1795000000000.members-load-ticket',
      }),
    ]);
  });
});

describe('integrity runtime plugin', () => {
  it('loads a remote entry only with the hash the registry recorded', async () => {
    await withRegistry();
    const { default: integrityPlugin } = await import('./integrity-plugin');
    const createScript = integrityPlugin().createScript!;
    const script = createScript({
      url: 'http://localhost/remotes/mf-chat/abc123/remoteEntry.js',
      remoteInfo: { name: 'mf_chat' } as never,
      resourceContext: { resourceType: 'remoteEntry', initiator: 'loadRemote', id: 'mf_chat' },
    }) as HTMLScriptElement;
    expect(script.integrity).toBe('sha384-entry');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.src).toBe('http://localhost/remotes/mf-chat/abc123/remoteEntry.js');
    // A remote without a recorded hash (a dev server) loads as usual.
    expect(
      createScript({
        url: 'http://localhost:3102/remoteEntry.js',
        remoteInfo: { name: 'mf_members' } as never,
      }),
    ).toBeUndefined();
  });

  it('loads an exposed module’s scripts and stylesheets with the hashes its manifest lists', async () => {
    await withRegistry();
    const { default: integrityPlugin } = await import('./integrity-plugin');
    const plugin = integrityPlugin();
    const call = <A,>(hook: unknown, args: A) => (hook as (a: A) => unknown)(args);
    await call(plugin.afterLoadManifest, {
      manifestUrl: 'http://localhost/remotes/mf-chat/abc123/mf-manifest.json',
      moduleInfo: { name: 'mf_chat' },
      manifestJson: { integrity: { 'routes.1.js': 'sha384-js', 'routes.1.css': 'sha384-css' } },
    });
    const context = (resourceType: string) => ({ resourceType, initiator: 'preloadRemote' });
    const script = call(plugin.createScript, {
      url: 'http://localhost/remotes/mf-chat/abc123/routes.1.js',
      attrs: { fetchpriority: 'high' },
      remoteInfo: { name: 'mf_chat' },
      resourceContext: context('js'),
    }) as HTMLScriptElement;
    expect(script.integrity).toBe('sha384-js');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.getAttribute('fetchpriority')).toBe('high');
    const link = call(plugin.createLink, {
      url: 'http://localhost/remotes/mf-chat/abc123/routes.1.css',
      attrs: { rel: 'stylesheet', type: 'text/css' },
      remoteInfo: { name: 'mf_chat' },
      resourceContext: context('css'),
    }) as HTMLLinkElement;
    expect([link.integrity, link.rel, link.crossOrigin]).toEqual([
      'sha384-css',
      'stylesheet',
      'anonymous',
    ]);
    // A file the manifest does not list, or another remote's, is left to the runtime.
    for (const url of ['abc123/other.js', '../mf-members/def456/routes.1.js'])
      expect(
        call(plugin.createScript, {
          url: new URL(url, 'http://localhost/remotes/mf-chat/').href,
          remoteInfo: { name: 'mf_chat' },
          resourceContext: context('js'),
        }),
      ).toBeUndefined();
  });

  it('fetches a registered manifest with its integrity, other URLs as they are', async () => {
    await withRegistry();
    const { withManifestIntegrity } = await import('./integrity-plugin');
    expect(
      withManifestIntegrity('http://localhost/remotes/mf-chat/abc123/mf-manifest.json', {}),
    ).toEqual({ integrity: 'sha384-manifest' });
    expect(withManifestIntegrity('http://localhost/other.json', { method: 'GET' })).toEqual({
      method: 'GET',
    });
  });
});
