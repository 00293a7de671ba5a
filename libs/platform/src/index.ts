export { loadRemoteRegistry, DEFAULT_REGISTRY_SOURCE } from './registry';
export type { RegistrySource, LoadedRegistry } from './registry';
export { startFederation, loadRemoteModule, activeRemote, RemoteUnavailableError } from './federation';
export type { SharedModules } from './federation';
export { RemoteSlot, preloadRemoteApp } from './remote-slot';
export type { RemoteSlotProps } from './remote-slot';
export { LanguageRouter, useSwitchLanguage } from './language-router';
export { takeEarlyData } from './early-load';
