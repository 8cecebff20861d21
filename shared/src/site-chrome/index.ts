// What frames every page, in the shell's layouts and in the server-rendered landers alike: the
// logo, the footer with its disclaimer, the entry warning, and the dismissals they remember.
// No store and no router here: each host passes what it has.
export { SiteLogo } from './site-logo';
export { TestPaymentsRibbon } from './test-payments-ribbon';
export { SiteFooter, isUsFooter, plainLink, type RenderLink } from './site-footer';
export { EntryWarningDialog, entryWarningApplies, ENTRY_WARNING_DISMISSAL } from './entry-warning';
export { ENTRY_WARNING_COUNTRIES_LIMITED } from '../config/constants';
export { dismiss, isDismissed } from './dismissal';
export { isInstalledApp } from './installed-app';
