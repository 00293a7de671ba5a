import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ZodMini from '@harman/contracts/zod-mini';
import * as ApiClient from '@harman/api-client';
import * as Cart from '@harman/cart';
import * as I18n from '@harman/i18n';
import * as Auth from '@harman/auth';
import * as Ui from '@harman/ui';
import type { SharedModules } from '@harman/platform';
import * as Router from './router';

/** Written by rsbuild.config.ts from `sharedSingletons` (tools/rsbuild/federation.ts): what the remotes are built to consume. */
declare const __HARMAN_SHARED__: Record<string, { version: string; requiredVersion: string; singleton: boolean }>;

/** The module the shell provides under each shared name: its own copy, so the page holds one of each. */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': Router,
  'react-router': Router,
  'zod/mini': ZodMini,
  '@harman/api-client': ApiClient,
  '@harman/cart': Cart,
  '@harman/i18n': I18n,
  '@harman/auth': Auth,
  '@harman/ui': Ui,
};

export function sharedModules(): SharedModules {
  return Object.fromEntries(
    Object.entries(__HARMAN_SHARED__).map(([name, { version, requiredVersion, singleton }]) => {
      const module = MODULES[name];
      if (!module) throw new Error(`The shell shares no module '${name}'`);
      return [name, { version, lib: () => module, shareConfig: { singleton, requiredVersion } }];
    }),
  );
}
