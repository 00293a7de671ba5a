import type { Language } from '@harman/contracts';
import type { z } from 'zod';
import type { MailContent, MailTemplate } from './mail-template';
import { newsletterConfirmTemplate } from './newsletter-confirm.template';
import { accountExistsTemplate } from './account-exists.template';
import { accountVerifyTemplate } from './account-verify.template';
import { failedSignInsTemplate } from './failed-sign-ins.template';
import { passwordChangedTemplate } from './password-changed.template';
import { orderStatusTemplate } from './order-status.template';
import { passwordResetTemplate } from './password-reset.template';
import { passwordResetUnknownTemplate } from './password-reset-unknown.template';
import { formReceiptTemplate } from './form-receipt.template';
import { formStaffAlertTemplate } from './form-staff-alert.template';
import { orderConfirmationTemplate } from './order-confirmation.template';
import { backInStockTemplate } from './back-in-stock.template';

export const MAIL_TEMPLATES = {
  'newsletter-confirm': newsletterConfirmTemplate,
  'account-verify': accountVerifyTemplate,
  'account-exists': accountExistsTemplate,
  'password-reset': passwordResetTemplate,
  'password-reset-unknown': passwordResetUnknownTemplate,
  'password-changed': passwordChangedTemplate,
  'failed-sign-ins': failedSignInsTemplate,
  'order-status': orderStatusTemplate,
  'form-receipt': formReceiptTemplate,
  'form-staff-alert': formStaffAlertTemplate,
  'order-confirmation': orderConfirmationTemplate,
  'back-in-stock': backInStockTemplate,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<T extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[T]['data']>;

/** A template or payload the worker cannot render: retrying will not help. */
export class MailTemplateError extends Error {
  override readonly name = 'MailTemplateError';
}

function templateOf(name: string): MailTemplate {
  if (!Object.hasOwn(MAIL_TEMPLATES, name)) throw new MailTemplateError(`Unknown mail template "${name}"`);
  return MAIL_TEMPLATES[name as MailTemplateName] as unknown as MailTemplate;
}

/** Checks a payload against its template (at record time) and returns the parsed data to store. */
export function validateMailData(name: string, data: unknown): Record<string, unknown> {
  const parsed = templateOf(name).data.safeParse(data);
  if (!parsed.success) throw new MailTemplateError(`Invalid data for mail template "${name}": ${parsed.error.message}`);
  return parsed.data as Record<string, unknown>;
}

export function renderMail(name: string, language: Language, data: unknown): MailContent {
  const template = templateOf(name);
  return template.render[language](validateMailData(name, data));
}

/** The payload without the template's secret entries, for rows that will not be sent again. */
export function redactMailData(name: string, data: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(MAIL_TEMPLATES, name)) return data;
  const secrets = new Set<string>(templateOf(name).secretKeys);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !secrets.has(key)));
}
