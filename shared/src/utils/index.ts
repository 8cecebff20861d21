// Small pure helpers (issue 24 §1): no state of their own, so each app bundles the ones it uses
// instead of reaching them through the run-time kernel. Nothing here may import a module that
// holds the page's state (the store, the API slice, a slice): scripts/test/kernel-api.test.mjs
// fails if one does.
export { badgeLabel, creditsBadgeVariant, titleWithCount } from './badges';
export { imageUrl, photoThumbUrl } from './images';
export { apiErrorCode, describeApiError, type ApiErrorInfo } from '../api/errors';
export { isMembersArea, timeBonusPossible, formatCountdown } from '../payments/time-bonus';
export { profileFieldShown } from '../members/profile-fields';
export { pickLanguage, isSupportedLanguage } from '../i18n/language';
export { readLocaleCookie, writeLocaleCookie } from '../i18n/locale-cookie';
export { loginPathFor, returnTarget } from '../config/return-to';
export {
  trackingFromQuery,
  visitTracking,
  rememberTracking,
  hasTracking,
} from '../signup/tracking';
export { isServiceWorkerMessage, type ServiceWorkerMessage } from '../push/push-messages';
export { browserCanPush, pushRegistration } from '../push/push-browser';
export { siteTexts, type SiteTexts } from '../site/site-texts';
export { sseTransport } from '../events/sse-transport';
export { sharedTransport } from '../events/shared-transport';
export { newLikesTotal, unreadMessagesTotal } from '../contracts/activity-totals';
export { pushStatus, type PushStatus } from '../push/push-status';
export { DEVICE_JOINER, deviceWords } from './device-words';
