/** @jest-environment jsdom */
import { CONSENT_CHANGED_EVENT, DEFAULT_COOKIE_PREFERENCES } from '@harman/contracts';
import { ONLY_NECESSARY, readConsent, saveConsent, subscribeConsent } from './consent-store';

describe('consent store', () => {
  beforeEach(() => window.localStorage.clear());

  it('has no choice on a first visit, or when the stored data does not parse', () => {
    expect(readConsent()).toBeNull();
    window.localStorage.setItem('cookie-consent-status', '{"status":"maybe"}');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem('cookie-consent-status', 'not json');
    expect(readConsent()).toBeNull();
  });

  it('stores the choice with its date under the spec’s keys, never turning necessary off, and tells listeners', () => {
    const heard = jest.fn();
    const unsubscribe = subscribeConsent(heard);
    saveConsent('declined', { ...ONLY_NECESSARY, necessary: false as true }, new Date('2026-03-02T10:00:00Z'));
    expect(JSON.parse(window.localStorage.getItem('cookie-consent-status')!)).toEqual({ status: 'declined', date: '2026-03-02T10:00:00.000Z' });
    expect(JSON.parse(window.localStorage.getItem('cookie-preferences')!)).toEqual(ONLY_NECESSARY);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default preferences when only the status survived', () => {
    window.localStorage.setItem('cookie-consent-status', JSON.stringify({ status: 'accepted', date: '2026-03-02T10:00:00.000Z' }));
    expect(readConsent()?.preferences).toEqual(DEFAULT_COOKIE_PREFERENCES);
  });
});
