import { useCallback, useState } from 'react';
import { loadDraft, saveDraft, type CheckoutDraft } from './checkout-draft';

/** The draft as React state, written to session storage on every change (see checkout-draft.ts). */
export function useCheckoutDraft() {
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft());
  const update = useCallback((patch: Partial<CheckoutDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      saveDraft(next);
      return next;
    });
  }, []);
  return { draft, update };
}
