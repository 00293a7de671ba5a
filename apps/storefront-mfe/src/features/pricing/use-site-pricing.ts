import { useEffect, useState } from 'react';
import { apiFetch } from '@harman/api-client';
import { DEFAULT_PRICING_RULES, sitePricingSchema, type SitePricing } from '@harman/contracts';

/** Staff rarely change the rules: one read serves every page for a minute. */
const FRESH_FOR_MS = 60_000;
let last: { at: number; request: Promise<SitePricing> } | undefined;

function readSitePricing(): Promise<SitePricing> {
  if (!last || Date.now() - last.at > FRESH_FOR_MS) {
    const request = apiFetch('/site/pricing', { schema: sitePricingSchema });
    last = { at: Date.now(), request };
    request.catch(() => {
      if (last?.request === request) last = undefined; // the next page asks again
    });
  }
  return last.request;
}

/**
 * The pricing rules staff set in the admin's Ayarlar, for text that quotes them (the product page's free-shipping
 * line, the policy pages): the contracts' defaults until the api answers, and if it cannot (the cart's quote is
 * what prices money, with the stored rules either way).
 */
export function useSitePricing(): SitePricing {
  const [rules, setRules] = useState<SitePricing>(DEFAULT_PRICING_RULES);
  useEffect(() => {
    let live = true;
    readSitePricing().then(
      (value) => live && setRules(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
