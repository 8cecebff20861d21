// Compiling the product's TypeScript and JSX: one rule for every build (the federated apps and the
// server-rendered island alike), so they all compile the same way.
import path from 'node:path';

export function jsRule() {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Always the production JSX runtime: a remote's dev build runs against the shell's
        // production React, which has no jsx-dev-runtime internals.
        transform: { react: { runtime: 'automatic', development: false } },
      },
      env: { targets: 'defaults and supports es6-module' },
    },
    type: 'javascript/auto',
  };
}

/** CSS modules (`*.module.scss`): Sass, then Rspack's CSS modules, the same in every build. */
export function cssModuleRule() {
  return {
    test: /\.module\.scss$/,
    use: [
      {
        loader: 'sass-loader',
        options: { api: 'modern-compiler', implementation: 'sass-embedded' },
      },
    ],
    type: 'css/module',
  };
}

/** A Node build's output: ES modules, `[name].mjs`, into `dist/<folder>`. */
export function nodeModuleOutput(dir, folder) {
  return {
    path: path.join(dir, 'dist', folder),
    filename: '[name].mjs',
    chunkFilename: '[name].[contenthash:8].mjs',
    module: true,
    library: { type: 'module' },
    chunkFormat: 'module',
    clean: true,
  };
}
