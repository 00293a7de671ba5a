import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('says how long ago in Turkish and English', () => {
    expect(relativeTime('2026-11-25T09:55:00Z', 'tr', now)).toBe('5 dakika önce');
    expect(relativeTime('2026-11-25T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-24T10:00:00Z', 'tr', now)).toBe('dün');
    expect(relativeTime('2026-11-22T10:00:00Z', 'en', now)).toBe('3 days ago');
  });

  it('answers null for a missing or broken time, which the panel shows as bilinmeyen zaman', () => {
    expect(relativeTime(null, 'tr', now)).toBeNull();
    expect(relativeTime('not a date', 'tr', now)).toBeNull();
  });
});
