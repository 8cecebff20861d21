// The server build of an app's first screen (issue 27 §1): a Node module the API calls to render
// a member's page before any script runs (the shell renders its layout, the remote owning the
// page renders the page inside it), published with the app's build (`server/first-screen.mjs`),
// so a deploy of the app alone changes what the server renders. No Module Federation here: the
// module holds React, the router, the store and the app's components, and renders with a fresh
// store per request. Class names of CSS modules are made as in the app's browser build, so the
// browser's stylesheets style the server's markup; the server build emits no CSS of its own.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { cssModuleRule, jsRule, nodeModuleOutput } from './rules.mjs';

/** The folder of an app's build that holds its first-screen renderer. */
export const FIRST_SCREEN_DIR = 'server';

/**
 * @param {object} o
 * @param {string} o.dir the app's folder
 * @param {string} o.entry the renderer (Node): exports what the API calls
 * @param {string} o.uniqueName the browser build's `output.uniqueName` (CSS module names use it)
 */
export function createFirstScreenConfig({ dir, entry, uniqueName }) {
  const isProd = process.env.NODE_ENV !== 'development';
  return {
    name: `${path.basename(dir)}-first-screen`,
    mode: isProd ? 'production' : 'development',
    context: dir,
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    target: 'node20.19',
    entry: { 'first-screen': entry },
    output: { ...nodeModuleOutput(dir, FIRST_SCREEN_DIR), uniqueName },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['node', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        jsRule(),
        cssModuleRule(),
        // The page's global styles are the browser build's: nothing to render here.
        {
          test: /\.scss$/,
          exclude: /\.module\.scss$/,
          type: 'asset/source',
          use: [{ loader: path.join(import.meta.dirname, 'empty-loader.cjs') }],
        },
        {
          test: /\.(png|jpe?g|webp|svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
      parser: { 'css/module': { namedExports: false } },
      generator: { 'css/module': { exportsOnly: true } },
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
      }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    cache: false,
    experiments: { outputModule: true },
  };
}
