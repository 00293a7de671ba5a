import { baseTitle, titleWithUnread } from './title-prefix';

describe('the unread prefix of the page title', () => {
  it('puts (n) before the title while unread ones exist, 99+ above 99, and nothing at 0', () => {
    expect(titleWithUnread('Mağaza | Harman', 1)).toBe('(1) Mağaza | Harman');
    expect(titleWithUnread('(1) Mağaza | Harman', 3)).toBe('(3) Mağaza | Harman');
    expect(titleWithUnread('Mağaza | Harman', 100)).toBe('(99+) Mağaza | Harman');
    expect(titleWithUnread('(99+) Mağaza | Harman', 0)).toBe('Mağaza | Harman');
  });

  it('gives a page its own title back without the prefix', () => {
    expect(baseTitle('(12) Sepetim | Harman')).toBe('Sepetim | Harman');
    expect(baseTitle('(Yeni) Sepetim')).toBe('(Yeni) Sepetim');
  });
});
