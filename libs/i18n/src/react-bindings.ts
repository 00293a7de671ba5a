import { cloneElement, createElement, Fragment, isValidElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { i18n as I18n, TFunction, TOptions } from 'i18next';
import type { Language } from '@harman/contracts';
import { getLanguage, initI18n, setLanguage } from './i18n-instance';

// Own bindings over i18next instead of react-i18next (−~5 kB gzip on every page): the apps use only
// `useTranslation` (t, i18n) and a `Trans` with named tags, both bound to this copy's instance.

function subscribeLanguage(onChange: () => void): () => void {
  const i18n = initI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => initI18n().language;

/** The current language and the switch; re-renders when any copy (or another tab) changes the language. */
export function useLanguage(): [Language, (lng: Language) => Promise<void>] {
  const lng = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return [lng, setLanguage];
}

export interface UseTranslationResponse {
  /** Bound to the namespace(s) and the current language; a new function after each language change. */
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

/**
 * `t` for a namespace (the first of a list is the default; the others are reachable as `ns:key`), from this
 * copy's instance: no provider needed. Re-renders on every language change, whichever copy made it.
 */
export function useTranslation(ns?: string | readonly string[]): UseTranslationResponse {
  const lng = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const key = Array.isArray(ns) ? ns.join('|') : (ns as string | undefined);
  const t = useMemo(() => initI18n().getFixedT(lng, (key?.split('|') ?? null) as string[] | null), [lng, key]);
  return { t: t as TFunction, i18n: initI18n(), ready: true };
}

export interface TransProps {
  i18nKey: string;
  /** A `t` from `useTranslation` (its namespace applies); this copy's instance otherwise. */
  t?: TFunction;
  ns?: string;
  values?: TOptions;
  /** Elements for the `<name>…</name>` (or `<name/>`) tags of the text; each gets the tag's text as children. */
  components?: Record<string, ReactElement>;
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;

/** A translation whose text holds tags, e.g. 'Read the <terms>Terms</terms>', rendered with `components`. */
export function Trans({ i18nKey, t, ns, values, components = {} }: TransProps): ReactNode {
  useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const options = { ...(ns ? { ns } : {}), ...values };
  const text = String(t ? t(i18nKey, options) : initI18n().t(i18nKey, options));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3];
    const element = components[name];
    const inner = match[2];
    if (isValidElement(element)) parts.push(cloneElement(element, { key: parts.length }, inner ?? (element.props as { children?: ReactNode }).children));
    else parts.push(inner ?? '');
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
