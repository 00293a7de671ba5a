import { FORM_KINDS, SITE_HOURS, type FormKind, type Language } from '@harman/contracts';
import { z } from 'zod';
import type { MailContent, MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ form: z.enum(FORM_KINDS), name: z.string().min(1).max(200) });

/** What the sender sent, in each language: the subject and the 'we received your …' line. */
const COPY: Record<Language, Record<FormKind, { subject: string; received: string }>> = {
  tr: {
    contact: { subject: 'Mesajınızı aldık', received: 'İletişim formu üzerinden gönderdiğiniz mesajı aldık.' },
    franchise: { subject: 'Franchise başvurunuzu aldık', received: 'Franchise başvurunuzu aldık.' },
    academy: { subject: 'Kahve Okulu başvurunuzu aldık', received: 'Kahve Okulu başvurunuzu aldık.' },
    wholesale: { subject: 'Toptan kahve başvurunuzu aldık', received: 'Toptan kahve tedariki başvurunuzu aldık.' },
    careers: { subject: 'İş başvurunuzu aldık', received: 'İş başvurunuzu ve özgeçmişinizi aldık.' },
  },
  en: {
    contact: { subject: 'We received your message', received: 'We received the message you sent through our contact form.' },
    franchise: { subject: 'We received your franchise application', received: 'We received your franchise application.' },
    academy: { subject: 'We received your Coffee School application', received: 'We received your Coffee School application.' },
    wholesale: { subject: 'We received your wholesale application', received: 'We received your wholesale coffee supply application.' },
    careers: { subject: 'We received your job application', received: 'We received your job application and CV.' },
  },
};

function reply(language: Language, form: FormKind): string {
  if (form === 'careers') {
    return language === 'tr'
      ? `İnsan Kaynakları ekibimiz başvurunuzu ${SITE_HOURS.careersReviewHours} saat içinde değerlendirecek.`
      : `Our HR team will review your application within ${SITE_HOURS.careersReviewHours} hours.`;
  }
  return language === 'tr'
    ? `Size ${SITE_HOURS.replyWithinHours} saat içinde dönüş yapacağız.`
    : `We will get back to you within ${SITE_HOURS.replyWithinHours} hours.`;
}

function render(language: Language, { form, name }: z.output<typeof data>): MailContent {
  const copy = COPY[language][form];
  const greeting = language === 'tr' ? `Merhaba ${name},` : `Hello ${name},`;
  const thanks = language === 'tr' ? 'Bizi tercih ettiğiniz için teşekkür ederiz.' : 'Thank you for reaching out to us.';
  const lines = [greeting, copy.received, reply(language, form), thanks];
  return {
    subject: copy.subject,
    text: renderText(language, lines.flatMap((line) => [line, '']).slice(0, -1)),
    html: renderHtml(language, { heading: copy.subject, paragraphs: lines }),
  };
}

/** The receipt a sender gets for any public form, in the language they used the site in. */
export const formReceiptTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: { tr: (value) => render('tr', value), en: (value) => render('en', value) },
};
