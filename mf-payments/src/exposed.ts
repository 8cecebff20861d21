// What this remote exposes to the hosts (rspack.config.mjs `exposes`), checked against the
// kernel's contract at compile time (issue 47 §1): a module that no longer fits what the shell or
// the back office loads from it fails this remote's type check, before any build is published.
// A script test keeps this list and rspack.config.mjs's the same.
import type { ExposedModules } from '@app/shared/federation-host';
import type * as routesModule from './routes';
import type * as timeBonusBannerModule from './features/time-bonus/time-bonus-banner';
import type * as timeBonusModalModule from './features/time-bonus/time-bonus-modal';
import type * as backofficeModule from './backoffice';

export type Exposed = ExposedModules<{
  './routes': typeof routesModule;
  './TimeBonusBanner': typeof timeBonusBannerModule;
  './TimeBonusModal': typeof timeBonusModalModule;
  './backoffice': typeof backofficeModule;
}>;
