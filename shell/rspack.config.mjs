import { createAppConfig } from '@app/shared/build';

export default createAppConfig({ dir: import.meta.dirname, role: 'host', port: 3100 });
