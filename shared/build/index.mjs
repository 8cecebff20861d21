// One Rspack configuration factory for the shell and the five remotes, so that every app is
// built the same way and the federation contract lives in one place (federation.mjs).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { containerName } from '../platform/apps.mjs';
import { sharedConfig, slimAliases } from './federation.mjs';
import { cssModuleRule, jsRule } from './rules.mjs';
import { ManifestIntegrityPlugin } from './manifest-integrity.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { KERNEL_IMPORTS_FILE, KERNEL_REPORT_FILE, kernelImportsOf } from './kernel-uses.mjs';

export { SINGLETONS } from './federation.mjs';

/** The runtime plugins every host loads remotes with (shared/src/federation/host). */
const HOST_RUNTIME = path.resolve(import.meta.dirname, '../src/federation/host');
export { createIslandConfigs, ISLAND_DIRS } from './island.mjs';
export { createFirstScreenConfig, FIRST_SCREEN_DIR } from './first-screen.mjs';

/** Writes a JSON value as an asset of the build. */
class EmitJsonPlugin {
  constructor(file, value) {
    this.file = file;
    this.value = value;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            this.file,
            new sources.RawSource(`${JSON.stringify(this.value, null, 2)}\n`),
          );
        },
      );
    });
  }
}

function rules() {
  return [
    jsRule(),
    cssModuleRule(),
    {
      test: /\.scss$/,
      exclude: /\.module\.scss$/,
      use: [
        {
          loader: 'sass-loader',
          options: {
            api: 'modern-compiler',
            implementation: 'sass-embedded',
            // Bootstrap 5.3 still uses @import and global functions; its own deprecations are noise.
            sassOptions: {
              quietDeps: true,
              silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
            },
          },
        },
      ],
      type: 'css',
    },
    { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
  ];
}

/**
 * @param {object} o
 * @param {string} o.dir the app's folder (import.meta.dirname of its rspack.config)
 * @param {'host'|'remote'} o.role
 * @param {number} o.port dev-server port
 * @param {Record<string,string>} [o.exposes] remotes only
 * @param {string[]} [o.keep] folders of dist/ that other builds of the app write (its island):
 *   dist/ is then not cleaned by this build
 * @param {string} [o.publicPath] hosts only: the URL path the host's files are served under
 */
export function createAppConfig({ dir, role, port, exposes = {}, keep = [], publicPath = '/' }) {
  const isProd = process.env.NODE_ENV !== 'development';
  const appName = path.basename(dir);
  const name = containerName(appName);
  // What a remote takes from the kernel decides the kernel versions it asks for (issue 47 §1).
  const kernel = role === 'remote' ? kernelImportsOf(dir) : null;
  // A host's files live under its public path ('/' for the shell, '/backoffice/' for the back
  // office); a remote's under a versioned folder only known at run time.

  const plugins = [
    new ModuleFederationPlugin({
      name,
      ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
      shared: sharedConfig(role, kernel?.range),
      // Only download a remote's entry when one of its routes or widgets is first needed.
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      dev: false,
      // Check integrity, retry, then fall back, and report how each remote's load went: one file
      // per plugin, each failure handled once (README).
      runtimePlugins:
        role === 'host'
          ? ['integrity', 'retry', 'fallback', 'telemetry'].map((plugin) =>
              path.join(HOST_RUNTIME, `${plugin}-plugin.ts`),
            )
          : [],
      experiments: {
        asyncStartup: true,
        // Browser-only: leaves the runtime's Node.js loading code out of the bundle.
        optimization: { target: 'web' },
        ...(role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
      },
    }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
    }),
    new PrecompressPlugin(),
  ];
  if (role === 'remote') {
    // The paths the remote owns travel with its build: the registry reads them when it is
    // published, so a build is everything a deploy needs.
    plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'routes.json') }] }),
    );
    // …and the kernel names it uses, with their shapes: the gate checks them against the live
    // shell's kernel, and a shell release against them.
    plugins.push(new EmitJsonPlugin(KERNEL_IMPORTS_FILE, kernel));
    // Every chunk the remote entry loads carries its SHA-384, written into the entry; the entry's
    // own hash is in the registry (the shell's integrity plugin): a changed file does not run.
    plugins.push(
      new rspack.SubresourceIntegrityPlugin({
        hashFuncNames: ['sha384'],
        htmlPlugin: false,
        enabled: isProd,
      }),
    );
    if (isProd) plugins.push(new ManifestIntegrityPlugin());
  }
  if (role === 'host') {
    // The kernel it provides, typed: what the registry checks remotes against.
    plugins.push(
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: path.join(import.meta.dirname, '..', 'kernel-api.json'), to: KERNEL_REPORT_FILE },
        ],
      }),
    );
    // Files served as they are from the site root (favicon).
    if (existsSync(path.join(dir, 'public'))) {
      plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] }));
    }
    plugins.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        inject: 'body',
        scriptLoading: 'defer',
        minify: false,
      }),
    );
  }
  // A remote has no entry of its own: the shell loads it through its remoteEntry.
  const entry = role === 'host' ? { main: './src/index.ts' } : {};

  return {
    // The federated build of the app (an app may have more: the landers' island and server).
    name: appName,
    mode: isProd ? 'production' : 'development',
    context: dir,
    // No eval-based source maps: the page's Content-Security-Policy forbids eval.
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    entry,
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are served from a versioned folder whose URL is only known at run time.
      publicPath: role === 'host' ? publicPath : 'auto',
      uniqueName: name,
      // Remote chunks are fetched in CORS mode, as subresource integrity needs (a CDN serving
      // them must answer with Access-Control-Allow-Origin).
      ...(role === 'remote' ? { crossOriginLoading: 'anonymous' } : {}),
      filename: role === 'host' ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename:
        role === 'host' ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      cssFilename:
        role === 'host' ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      cssChunkFilename:
        role === 'host' ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      assetModuleFilename:
        role === 'host' ? 'assets/[name].[contenthash:8][ext]' : '[name].[contenthash:8][ext]',
      // With other builds writing into dist/ at the same time (the island), cleaning would race
      // them: the build script empties dist/ before it starts instead.
      clean: keep.length === 0,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // @app/shared is consumed from source so the shell compiles it with the same settings.
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: slimAliases(),
    },
    // Default-export style objects (`import styles from './x.module.scss'`).
    module: { rules: rules(), parser: { 'css/module': { namedExports: false } } },
    plugins,
    optimization: { minimize: isProd },
    performance: { hints: false },
    // Lazy compilation serves chunks through the dev server's own origin, which the shell's
    // page (another origin) cannot reach.
    lazyCompilation: false,
    devServer: {
      // Loopback only: a dev server serves sources being written, to this machine's browser.
      host: '127.0.0.1',
      port,
      hot: false,
      // The page is the product's, not the dev server's: no live-reload client to inject (its
      // WebSocket would also fall outside the page's Content-Security-Policy). Reload to see a
      // change.
      liveReload: false,
      client: false,
      webSocketServer: false,
      historyApiFallback: role === 'host',
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A remote's dev server exists to be loaded by the shell from another origin (the product
      // on :3000, reached as localhost or 127.0.0.1); the dev server refuses cross-site script
      // requests unless every host is allowed.
      allowedHosts: 'all',
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    cache: false,
  };
}
