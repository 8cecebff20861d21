import { createAppConfig } from '@app/shared/build';
import { ServiceWorkerPlugin } from './build/service-worker-plugin.mjs';

const config = createAppConfig({ dir: import.meta.dirname, role: 'host', port: 3100 });
config.plugins.push(new ServiceWorkerPlugin({ dir: import.meta.dirname }));

export default config;
