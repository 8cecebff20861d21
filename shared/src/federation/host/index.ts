// What a host of the platform (the shell, the back office) needs to load remotes from the
// registry as the platform does: the registry read per page (canaries, overrides), the runtime's
// bookkeeping of loaded remotes, and the marker of a remote that could not be loaded. The
// runtime plugins themselves are files of this folder that `createAppConfig` names for every host.
export {
  findOwner,
  isRegistryUnreadable,
  loadRegistry,
  isLoaded,
  markLoaded,
  refreshRegistry,
  type LayoutName,
  type Registry,
  type RegistryEntry,
} from './registry';
export { isUnavailable, REMOTE_UNAVAILABLE, type UnavailableModule } from './unavailable';
export type {
  ExposedContract,
  ExposedModules,
  RemoteRoutesModule,
  WidgetModule,
  WidgetName,
} from './exposed-contract';
