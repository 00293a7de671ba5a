import { CLIENT_ERROR_CODES, ERROR_CODES } from '@harman/contracts';
import { enCommon } from './en/common';
import { trCommon } from './tr/common';

function keysOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('common resources', () => {
  it('have exactly the same keys in tr and en', () => {
    expect(keysOf(enCommon).sort()).toEqual(keysOf(trCommon).sort());
  });

  it('hold only non-empty text', () => {
    for (const resources of [trCommon, enCommon]) {
      for (const key of keysOf(resources)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      }
    }
  });

  it('translate every api and client error code', () => {
    expect(Object.keys(trCommon.errors)).toEqual(expect.arrayContaining([...ERROR_CODES, ...CLIENT_ERROR_CODES]));
  });

  it('keep the spec copy verbatim in Turkish', () => {
    expect(trCommon.errors.PRODUCT_NOT_FOUND).toBe('Ürün Bulunamadı');
    expect(trCommon.errorFallback).toMatchObject({ title: 'Bir şeyler ters gitti', retry: 'Tekrar Dene', home: 'Ana Sayfaya Dön' });
    expect(trCommon.notFound).toMatchObject({ title: 'Sayfa bulunamadı', home: 'Ana Sayfaya Dön' });
    expect(trCommon.connectionError).toMatchObject({ title: 'Bağlantı Hatası', retry: 'Yeniden Dene' });
    expect(trCommon.connectionError.text.startsWith('Sunucuya bağlanılamıyor')).toBe(true);
    expect(trCommon.actions).toEqual({ retry: 'Tekrar Dene', home: 'Ana Sayfa', back: 'Geri', close: 'Kapat', loading: 'Yükleniyor…' });
  });
});
