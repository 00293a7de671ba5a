import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ApiClient from '@harman/api-client';
import * as Auth from '@harman/auth';
import * as Cart from '@harman/cart';
import { sharedZodMini } from '@harman/contracts';
import * as I18n from '@harman/i18n';
import * as Ui from '@harman/ui';
import type { SharedModules } from '@harman/platform';
import * as Router from './router-exports';

/**
 * The modules the shell gives the remotes, as the shell's own bundled copies: the remotes' builds consume
 * these names as singletons (`sharedSingletons` in tools/rsbuild/shared-singletons.ts), so the page has one React,
 * one router, one cart store. The shell is built without the federation plugin (its build-time share scope
 * cost ~7 kB gzip on every first load, TOOLCHAIN.md): this list is its share scope. Versions come from the
 * package.json files at build time; tools/rsbuild/shared-singletons.spec.ts checks every name a remote consumes is here.
 */
const MODULES: Record<string, object> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': Router,
  'react-router': Router,
  'zod/mini': sharedZodMini,
  '@harman/api-client': ApiClient,
  '@harman/auth': Auth,
  '@harman/cart': Cart,
  '@harman/i18n': I18n,
  '@harman/ui': Ui,
};

export function sharedModules(versions = __HARMAN_SHARED_VERSIONS__): SharedModules {
  return Object.fromEntries(
    Object.entries(MODULES).map(([name, module]) => {
      const { version, requiredVersion, singleton } = versions[name];
      return [name, { version, lib: () => module, shareConfig: { singleton, requiredVersion } }];
    }),
  );
}
