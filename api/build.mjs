// Compiles the API server for production: one ES module, api/dist/server.mjs, so it starts
// without a TypeScript loader. @app/shared (TypeScript source) is bundled in; every other
// package stays a normal import from node_modules.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  // The server, and the operator's commands for an image that has no TypeScript loader (all in
  // dist/ itself: config.ts finds the repository root two folders up from its module).
  entryPoints: {
    server: 'src/server.ts',
    'site-create': 'src/cli/site-create.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'staff-unlock': 'src/cli/staff-unlock.ts',
    'admin-reset': 'src/cli/admin-reset.ts',
    'site-export': 'src/cli/site-export.ts',
    'db-backup': 'src/cli/db-backup.ts',
    // Started by password-strength.ts as a thread of its own, from beside the server.
    'password-strength-worker': 'src/domains/auth/password-strength-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
