// The server-rendered pages of a remote (the landers): a Node build that renders them to HTML
// and a small browser build that hydrates them, both published inside the remote's version
// folder, so deploying the remote alone changes what the server renders. Neither goes through
// Module Federation: the page they make is the landing's whole first load, and the federation
// runtime, the router and the store are not part of it.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { jsRule, nodeModuleOutput } from './rules.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const require = createRequire(import.meta.url);

/** Folders of the version that hold the island's builds (kept by the remote's own build). */
export const ISLAND_DIRS = ['island', 'server'];

/**
 * The island's stylesheet, for the server to inline: Sass, then only the rules the pages'
 * components use (PurgeCSS over their sources; `ld-` classes are named in code by pattern, so
 * they are all kept), then minified.
 */
function inlineStyleRule(content) {
  return {
    test: /\.scss$/,
    resourceQuery: /inline/,
    type: 'asset/source',
    use: [
      { loader: 'builtin:lightningcss-loader', options: { minify: true } },
      {
        loader: require.resolve('postcss-loader'),
        options: {
          postcssOptions: {
            plugins: [
              require('@fullhuman/postcss-purgecss')({
                content,
                // The landers' own classes are partly built in code (`ld-collage-${i}`): kept.
                safelist: { standard: [/^ld-/, /^show$/], greedy: [/^ld-/] },
                // Custom properties and keyframes nothing uses go too.
                keyframes: true,
                variables: true,
              }),
            ],
          },
        },
      },
      {
        loader: require.resolve('sass-loader'),
        options: {
          api: 'modern-compiler',
          implementation: require.resolve('sass-embedded'),
          sassOptions: {
            quietDeps: true,
            silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
          },
        },
      },
    ],
  };
}

/**
 * @param {object} o
 * @param {string} o.dir the remote's folder
 * @param {string} o.client the hydration entry (browser)
 * @param {string} o.server the render entry (Node): exports what the API calls
 * @param {string[]} o.styleContent globs of the sources whose classes the inline CSS keeps
 */
export function createIslandConfigs({ dir, client, server, styleContent }) {
  const isProd = process.env.NODE_ENV !== 'development';
  const common = {
    mode: isProd ? 'production' : 'development',
    context: dir,
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    optimization: { minimize: isProd },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    cache: false,
    experiments: { outputModule: true },
  };
  const define = new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
  });
  return [
    {
      ...common,
      name: `${path.basename(dir)}-island`,
      target: 'web',
      entry: { hydrate: client },
      output: {
        path: path.join(dir, 'dist', 'island'),
        // The version folder is named by the build's content: these names never change meaning.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        module: true,
        publicPath: 'auto',
        clean: true,
      },
      resolve: { ...common.resolve, conditionNames: ['browser', 'import', 'module', 'default'] },
      module: { rules: [jsRule()] },
      plugins: [define, new PrecompressPlugin()],
    },
    {
      ...common,
      name: `${path.basename(dir)}-server`,
      target: 'node20.19',
      entry: { render: server },
      output: nodeModuleOutput(dir, 'server'),
      resolve: { ...common.resolve, conditionNames: ['node', 'import', 'module', 'default'] },
      module: { rules: [jsRule(), inlineStyleRule(styleContent)] },
      plugins: [define],
    },
  ];
}
