// Wire contracts between the API server and the client: the server validates requests with
// these schemas, API tests validate responses with them, the client imports only their types.
export * from './values';
export * from './error';
export * from './user';
export * from './settings';
export * from './members';
export * from './site-data';
export * from './activity';
export * from './activity-totals';
export * from './boot-data';
export {
  LAYOUTS,
  ownedRouteSchema,
  registryEntrySchema,
  registrySchema,
  type LayoutName,
  type OwnedRoute,
  type Registry,
  type RegistryEntry,
} from '../../platform/registry-schema.mjs';
export * from './outbox';
export * from './events';
export * from './password-reset';
export * from './activation';
export * from './signup';
export * from './profile';
export * from './account';
export * from './chat';
export * from './message-requests';
export * from './verification';
export * from './payment-values';
export * from './payments';
export * from './preferences';
export * from './search-start';
export * from './distance';
export * from './message-cost';
export * from './time-zone';
export * from './push';
export * from './complaints';
export * from './site-pages';
export * from './landers';
export * from './campaigns';
export * from './sessions';
export * from './account-security';
export type * from './island';
export * from './deploy';
export * from './backoffice';
export * from './operators';
export * from './dashboard';
export * from './operated-profiles';
export * from './appeals';
export * from './site-settings';
export * from './data-export';
export * from './mailings';
