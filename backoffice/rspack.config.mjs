import { createAppConfig } from '@app/shared/build';

// The back office is a host of its own (issue 26 §1): never loaded by a member's page, its files
// under /backoffice/, the domains' screens loaded from the remotes' ./backoffice.
export default createAppConfig({
  dir: import.meta.dirname,
  role: 'host',
  port: 3106,
  publicPath: '/backoffice/',
});
