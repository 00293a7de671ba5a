import { useEffect, useState } from 'react';
import type { CartItem, CheckoutSession } from '@harman/contracts';
import { isApiError } from '@harman/api-client';
import { useSession } from '@harman/auth';
import { useLanguage } from '@harman/i18n';
import type { CheckoutDraft } from './checkout-draft';
import { createCheckoutSession, getCheckoutSession, releaseCheckoutSession } from './checkout-api';
import { checkoutItems, sessionBasis } from './checkout-items';

export type CheckoutSessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: CheckoutSession }
  | { status: 'error'; code: string; details: Record<string, string | number | boolean> };

/**
 * The checkout session of the payment and review steps: the one in the draft when it was made for this cart,
 * address and delivery and is still alive, else a new one (the stale one is released, its stock given back).
 */
export function useCheckoutSession(items: readonly CartItem[], draft: CheckoutDraft, update: (patch: Partial<CheckoutDraft>) => void) {
  const auth = useSession();
  const [language] = useLanguage();
  const [state, setState] = useState<CheckoutSessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const signedIn = auth.status === 'authenticated';
  const lines = checkoutItems(items);
  const email = signedIn ? '' : draft.email;
  const basis = sessionBasis(lines, draft.address, draft.deliveryMethod ?? '', email);

  useEffect(() => {
    if (auth.status === 'loading' || !draft.address || !draft.deliveryMethod) return;
    let cancelled = false;
    const stored = draft.session;
    const create = async () => {
      if (stored && stored.basis !== basis) releaseCheckoutSession(stored.id, stored.token).catch(() => undefined);
      const session = await createCheckoutSession({
        items: lines,
        ...(signedIn ? { saveAddress: draft.saveAddress } : { email }),
        address: draft.address!,
        deliveryMethod: draft.deliveryMethod!,
        language,
      });
      // A new session is a new attempt: it gets its own idempotency key on the review.
      update({ session: { id: session.checkoutId, token: session.checkoutToken, basis }, idempotencyKey: null });
      return session;
    };
    const load = async () => {
      if (stored && stored.basis === basis) {
        try {
          const session = await getCheckoutSession(stored.id, stored.token);
          if (session.status === 'active' || session.status === 'ordered') return session;
        } catch (error) {
          if (!isApiError(error) || ![404, 410].includes(error.status)) throw error;
        }
      }
      return create();
    };
    setState({ status: 'loading' });
    load()
      .then((session) => {
        if (!cancelled) setState({ status: 'ready', session });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({
          status: 'error',
          code: isApiError(error) ? error.code : 'UNKNOWN',
          details: isApiError(error) ? (error.details ?? {}) : {},
        });
      });
    return () => {
      cancelled = true;
    };
    // The basis stands for the lines, address, delivery and e-mail; the draft's own session is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basis, auth.status, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
