// Compiling the product's TypeScript and JSX: one rule for every build (the federated apps and the
// server-rendered island alike), so they all compile the same way.
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
