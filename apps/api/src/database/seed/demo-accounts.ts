/**
 * Development sign-ins (never seeded in production). The admin's TOTP seed is fixed so a developer can add it
 * to an authenticator app once, or print the current code with `npm run demo-totp -w @harman/api`.
 */
export const DEMO_CUSTOMER = {
  email: 'musteri@harman.local',
  password: 'Kavrulmus-Cekirdek-42',
  fullName: 'Ayşe Yılmaz',
} as const;

export const DEMO_ADMIN = {
  email: 'admin@harman.local',
  password: 'Yonetici-Fincan-42',
  fullName: 'Harman Yönetici',
  /** Base32, 160 bits. Public on purpose: this account exists only in development databases. */
  totpSecret: 'HARMANDEMOADMINTOTPSECRET2345672',
} as const;
