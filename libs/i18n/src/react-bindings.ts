import { createElement, useSyncExternalStore } from 'react';
import {
  Trans as ReactTrans,
  useTranslation as useReactTranslation,
  type TransProps,
  type UseTranslationOptions,
} from 'react-i18next';
import type { Language } from '@harman/contracts';
import { getLanguage, initI18n, setLanguage } from './i18n-instance';

function subscribeLanguage(onChange: () => void): () => void {
  const i18n = initI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language and the switch; re-renders when any copy (or another tab) changes the language. */
export function useLanguage(): [Language, (lng: Language) => Promise<void>] {
  const lng = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return [lng, setLanguage];
}

function useBoundTranslation(ns?: string | readonly string[], options?: UseTranslationOptions<string | undefined>) {
  return useReactTranslation(ns as string, { ...options, i18n: options?.i18n ?? initI18n() });
}

/**
 * react-i18next's `useTranslation`, bound to this copy's instance: no provider needed, and a remote never
 * reads another copy's instance through react-i18next's global.
 */
export const useTranslation = useBoundTranslation as typeof useReactTranslation;

function BoundTrans(props: TransProps<string>) {
  return createElement(ReactTrans, { i18n: initI18n(), ...props });
}

/** react-i18next's `Trans`, bound to this copy's instance like `useTranslation`. */
export const Trans = BoundTrans as typeof ReactTrans;
