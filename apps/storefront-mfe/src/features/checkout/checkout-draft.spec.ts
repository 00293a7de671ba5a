import { CHECKOUT_DRAFT_KEY, clearDraft, emptyDraft, loadDraft, saveDraft } from './checkout-draft';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('checkout draft', () => {
  it('keeps what was typed across a reload', () => {
    const store = memoryStorage();
    const draft = { ...emptyDraft(), email: 'ayse@example.com', deliveryMethod: 'express' as const, paymentMethod: 'bank_transfer' as const };
    saveDraft(draft, store);
    expect(loadDraft(store)).toEqual(draft);
  });

  it('never stores a card number or CVC, even when one is handed to it', () => {
    const store = memoryStorage();
    saveDraft({ ...emptyDraft(), cardNumber: '4111 1111 1111 1111', cvc: '123' } as never, store);
    const raw = store.getItem(CHECKOUT_DRAFT_KEY) ?? '';
    expect(raw).not.toContain('4111');
    expect(raw).not.toContain('cvc');
  });

  it('starts afresh from a missing, broken or foreign record, and after clearing', () => {
    const store = memoryStorage();
    expect(loadDraft(store)).toEqual(emptyDraft());
    store.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(loadDraft(store)).toEqual(emptyDraft());
    store.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ paymentMethod: 'bitcoin' }));
    expect(loadDraft(store)).toEqual(emptyDraft());
    saveDraft({ ...emptyDraft(), email: 'a@b.co' }, store);
    clearDraft(store);
    expect(store.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });
});
