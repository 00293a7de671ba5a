/** The header's main navigation and the 'Daha Fazla' (Özel Hizmetler) dropdown, as the spec lists them. */
export const MAIN_NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/menu', key: 'nav.menu' },
  { to: '/shop', key: 'nav.shop' },
  { to: '/franchise', key: 'nav.franchise' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;

export const MORE_NAV = [
  { to: '/sustainability', key: 'nav.sustainability' },
  { to: '/coffee-school', key: 'nav.coffeeSchool' },
  { to: '/wholesale', key: 'nav.wholesale' },
  { to: '/careers', key: 'nav.careers' },
] as const;
