import { PROVINCES, provinceOf } from './provinces';

describe('provinceOf', () => {
  it('reads a free-text city as the province it names, whatever its case or Turkish letters', () => {
    expect(provinceOf('Istanbul')).toBe('İstanbul');
    expect(provinceOf(' İSTANBUL ')).toBe('İstanbul');
    expect(provinceOf('istanbul')).toBe('İstanbul');
    expect(provinceOf('Sanliurfa')).toBe('Şanlıurfa');
    expect(provinceOf('IGDIR')).toBe('Iğdır');
    expect(provinceOf('Izmir')).toBe('İzmir');
  });

  it('knows every province by its own name, and no two fold alike', () => {
    for (const name of PROVINCES) expect(provinceOf(name)).toBe(name);
    expect(new Set(PROVINCES.map((name) => provinceOf(name.toUpperCase()))).size).toBe(81);
  });

  it('refuses what is not a province', () => {
    expect(provinceOf('Atlantis')).toBeNull();
    expect(provinceOf('')).toBeNull();
  });
});
