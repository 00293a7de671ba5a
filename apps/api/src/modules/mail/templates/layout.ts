import type { Language } from '@harman/contracts';
import { escapeHtml } from '../../../common/utils/escape-html';

const BRAND = 'Harman Kahve';

const FOOTER: Record<Language, string> = {
  tr: 'Bu e-posta Harman Kahve tarafından gönderildi.',
  en: 'This e-mail was sent by Harman Kahve.',
};

/** Paragraphs and one call-to-action button; every value is escaped here, so templates pass plain text. */
export interface HtmlBody {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

export function renderHtml(language: Language, body: HtmlBody): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button =
    'background:#6f4e37;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block';
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="${button}">` +
      `${escapeHtml(body.action.label)}</a></p>`
    : '';
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(body.heading)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f1eb;font-family:Arial,Helvetica,sans-serif;color:#2b1d14">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">`,
    `<p style="margin:0 0 24px;font-weight:bold;letter-spacing:1px">${BRAND}</p>`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>`,
    ...body.paragraphs.map(paragraph),
    action,
    ...(body.after ?? []).map(paragraph),
    `<p style="margin:32px 0 0;font-size:12px;color:#8a7968">${escapeHtml(FOOTER[language])}</p>`,
    `</div></body></html>`,
  ].join('');
}

export function renderText(language: Language, lines: string[]): string {
  return [...lines, '', `— ${BRAND}`, FOOTER[language]].join('\n');
}
