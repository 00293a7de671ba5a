import { FORM_KINDS, type FormKind, type Language } from '@harman/contracts';
import { z } from 'zod';
import type { MailContent, MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const field = z.object({ label: z.string().min(1).max(60), value: z.string().max(2_000) });
const data = z.object({
  form: z.enum(FORM_KINDS),
  submissionId: z.uuid(),
  fields: z.array(field).max(20),
  /** A job application's CV: the staff download (admin sign-in needed). */
  cvUrl: z.url().optional(),
});

const TITLE: Record<Language, Record<FormKind, string>> = {
  tr: {
    contact: 'Yeni iletişim mesajı',
    franchise: 'Yeni franchise başvurusu',
    academy: 'Yeni Kahve Okulu başvurusu',
    wholesale: 'Yeni toptan kahve başvurusu',
    careers: 'Yeni iş başvurusu',
  },
  en: {
    contact: 'New contact message',
    franchise: 'New franchise application',
    academy: 'New Coffee School application',
    wholesale: 'New wholesale application',
    careers: 'New job application',
  },
};

const CV_LABEL: Record<Language, string> = { tr: 'CV dosyasını indir', en: 'Download the CV' };

function render(language: Language, { form, submissionId, fields, cvUrl }: z.output<typeof data>): MailContent {
  const title = TITLE[language][form];
  const reference = `${language === 'tr' ? 'Kayıt' : 'Reference'}: ${submissionId}`;
  const lines = fields.map(({ label, value }) => `${label}: ${value}`);
  const cv = cvUrl ? [`${CV_LABEL[language]}: ${cvUrl}`] : [];
  // The subject carries no submitted text, so nothing a visitor types can reach a mail header.
  return {
    subject: title,
    text: renderText(language, [title, '', ...lines, ...cv, '', reference]),
    html: renderHtml(language, { heading: title, paragraphs: [...lines, reference], action: cvUrl ? { label: CV_LABEL[language], url: cvUrl } : undefined }),
  };
}

/** The staff address's alert for every accepted public form; the values are the sender's own words. */
export const formStaffAlertTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: { tr: (value) => render('tr', value), en: (value) => render('en', value) },
};
