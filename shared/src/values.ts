// The named numbers, delays, texts and lists of the spec, the link targets and the contract's
// value lists (issue 24 §1): plain values, bundled into each app that uses them and never shared
// at run time, so a new constant ships with the remote that needs it, without a shell release.
export * from './config/constants';
export * from './config/routes';
export * from './contracts/values';
export { RETURN_TO_PARAM } from './config/return-to';
export { seekingChoices, soughtGenders, type Seeking } from './contracts/preferences';
export * from './contracts/distance';
export * from './contracts/message-cost';
export {
  PREFERRED_AGE_SPREAD,
  preferredFilters,
  widerSearch,
  type SearchFilters,
  type SearchWidening,
} from './contracts/search-start';
export { NEW_PUSH_CLICK, NEW_PUSH_MESSAGE } from './push/push-messages';
// Only what screens use: the method rules with their bank lists stay server-side (the client
// shows what GET /api/paymentmethods.php offers), out of every page's first load.
export {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ADDRESS_FIELD_MAX_LENGTH,
  DISCOUNT_CODE_MAX_LENGTH,
  FINAL_ORDER_STATUSES,
  PAYMENT_METHODS,
  PREMIUM_MATCH_CHANCE_PERCENT,
  SMS_CODE_LENGTH,
  TIME_BONUS_WINDOW_SECONDS,
  type OrderStatus,
  type PaymentMethodId,
} from './contracts/payment-values';
