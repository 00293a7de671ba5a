import { z } from 'zod';

/** The brand's contact details, shown on /contact, the careers strip and the footer. */
export const CONTACT_DETAILS = {
  phone: '+90 216 345 00 42',
  phoneHref: 'tel:+902163450042',
  email: 'merhaba@harmankahve.com.tr',
  careersEmail: 'ik@harmankahve.com.tr',
  instagram: 'https://www.instagram.com/',
  mapUrl: 'https://www.openstreetmap.org/search?query=Moda%20Caddesi%2042%20Kad%C4%B1k%C3%B6y%20%C4%B0stanbul',
} as const;

/** Spec §9 hours. */
export const SITE_HOURS = {
  daily: '13:00-01:00',
  consultants: '09:00-18:00',
  replyWithinHours: 24,
  careersReviewHours: 48,
} as const;

/** `GET /api/site/menu`: where /menu sends the visitor (configured on the api: MENU_ORDERING_URL). */
export const menuLinkSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type MenuLink = z.infer<typeof menuLinkSchema>;
