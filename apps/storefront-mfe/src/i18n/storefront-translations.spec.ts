import { storefrontTranslations } from './storefront-translations';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('storefront translations', () => {
  it('has the same keys in Turkish and English', () => {
    expect(keys(storefrontTranslations.en).sort()).toEqual(keys(storefrontTranslations.tr).sort());
  });

  it('keeps the spec’s Turkish home copy verbatim', () => {
    const { values, newsletter } = storefrontTranslations.tr;
    expect([values.sustainability.title, values.traceability.title, values.quality.title]).toEqual([
      'Sürdürülebilirlik', 'İzlenebilirlik', 'Premium Kalite',
    ]);
    expect(newsletter.confirmed).toBe('Aboneliğiniz onaylandı. Bültenimize hoş geldiniz!');
  });
});
