import path from 'node:path';
import { createAppConfig, createIslandConfigs, ISLAND_DIRS } from '@app/shared/build';

const dir = import.meta.dirname;
const shared = path.join(dir, '..', 'shared');

export default [
  // In the app: the routes the shell loads through Module Federation.
  createAppConfig({
    dir,
    role: 'remote',
    port: 3105,
    exposes: {
      './routes': './src/routes.tsx',
      // Loaded only by the back-office host.
      './backoffice': './src/backoffice.ts',
    },
    keep: ISLAND_DIRS,
  }),
  // A visitor's first load: rendered by the API server with this version's server build, then
  // hydrated by its island.
  ...createIslandConfigs({
    dir,
    client: './src/app/hydrate.ts',
    server: './src/app/render.tsx',
    styleContent: [
      path.join(dir, 'src/**/*.tsx'),
      path.join(shared, 'src/site-chrome/*.tsx'),
      path.join(shared, 'src/ui/member-image.tsx'),
      path.join(shared, 'src/ui/dialog.tsx'),
    ],
  }),
];
