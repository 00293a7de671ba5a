export { loadRemoteRegistry, DEFAULT_REGISTRY_SOURCE } from './registry';
export type { RegistrySource, LoadedRegistry } from './registry';
export { startFederation, loadRemoteModule, activeRemote, RemoteUnavailableError } from './federation';
export type { SharedModules } from './federation';
export { RemoteSlot, preloadRemoteApp } from './remote-slot';
export type { RemoteSlotProps } from './remote-slot';
export { LanguageRouter, useSwitchLanguage } from './language-router';
// The early script's api reads are taken where they would be made (the page, the auth lib): api-client holds it.
export { takeEarlyData } from '@harman/api-client';
