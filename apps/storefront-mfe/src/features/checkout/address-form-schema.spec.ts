import { customerAddressFormSchema, guestAddressFormSchema, usableAsShippingAddress } from './address-form-schema';
import { checkoutItems, sessionBasis } from './checkout-items';

const address = {
  fullName: 'Deniz Kaya',
  phone: '0532 765 43 21',
  city: 'izmir',
  state: 'Karşıyaka',
  address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 5',
  postalCode: '35590',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the address step’s form', () => {
  it('asks a guest for the e-mail the confirmation goes to, and a customer not', () => {
    expect(messages(guestAddressFormSchema.safeParse({ email: '', address, saveAddress: false }))).toEqual({ email: 'emailRequired' });
    expect(messages(guestAddressFormSchema.safeParse({ email: 'deniz@', address, saveAddress: false }))).toEqual({ email: 'emailInvalid' });
    expect(customerAddressFormSchema.safeParse({ email: '', address, saveAddress: true }).success).toBe(true);
  });

  it('checks the Turkish address with the api’s own schema: one of the 81 provinces, a five-digit postal code', () => {
    const parsed = guestAddressFormSchema.parse({ email: 'deniz@example.com', address, saveAddress: false });
    expect(parsed.address.city).toBe('İzmir');
    const wrong = guestAddressFormSchema.safeParse({
      email: 'deniz@example.com',
      address: { ...address, city: 'Atlantis', postalCode: '3559', fullName: ' ' },
      saveAddress: false,
    });
    expect(messages(wrong)).toEqual({ 'address.city': 'provinceInvalid', 'address.postalCode': 'postalCodeInvalid', 'address.fullName': 'required' });
  });

  it('uses a saved address as it is only when it fits those rules', () => {
    expect(usableAsShippingAddress(address)).toBe(true);
    expect(usableAsShippingAddress({ ...address, postalCode: 'SW1A 1AA' })).toBe(false);
  });
});

describe('checkout items', () => {
  it('sends id, option, quantity and the price shown; a changed line, address or delivery needs a new session', () => {
    const items = checkoutItems([
      { id: 'a', name: 'Kahve', price: 28_500, variant: '250g', quantity: 2 },
      { id: 'b', name: 'Filtre', price: 9_000, quantity: 1 },
    ]);
    expect(items).toEqual([
      { id: 'a', variant: '250g', quantity: 2, price: 28_500 },
      { id: 'b', quantity: 1, price: 9_000 },
    ]);
    const basis = sessionBasis(items, address, 'standard', '');
    expect(sessionBasis(items, address, 'standard', '')).toBe(basis);
    expect(sessionBasis(items, address, 'express', '')).not.toBe(basis);
    expect(sessionBasis(items, { ...address, state: 'Bornova' }, 'standard', '')).not.toBe(basis);
  });
});
