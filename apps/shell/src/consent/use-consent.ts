import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type StoredConsent } from './consent-store';

let cachedKey = '';
let cached: StoredConsent | null = null;

/** A stable snapshot: the same object until the stored choice really changes. */
function snapshot(): StoredConsent | null {
  const next = readConsent();
  const key = JSON.stringify(next);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = next;
  }
  return cached;
}

/** The stored cookie choice, re-read whenever it changes anywhere. */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeConsent, snapshot, () => null);
}
