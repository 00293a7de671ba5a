import type { InboxKind } from '@harman/contracts';

/** Where each form's rows live and which of their columns the inbox shows. Fixed lists: nothing from a request. */
export const INBOX_TABLES: Record<InboxKind, { table: string; name: string; answers: string[]; cv: boolean }> = {
  contact: { table: 'form_submissions', name: 'full_name', answers: ['message'], cv: false },
  franchise: { table: 'franchise_applications', name: 'name', answers: ['city', 'experience', 'investment', 'message'], cv: false },
  academy: { table: 'academy_applications', name: 'name', answers: ['course', 'experience', 'goals', 'message'], cv: false },
  wholesale: { table: 'wholesale_applications', name: 'contact_name', answers: ['business_name', 'business_type', 'monthly_volume', 'message'], cv: false },
  careers: { table: 'career_applications', name: 'name', answers: ['position', 'experience', 'location', 'message'], cv: true },
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Form text is stored HTML-escaped (spec §5); the panel renders text, so it shows it as typed. */
export function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}
