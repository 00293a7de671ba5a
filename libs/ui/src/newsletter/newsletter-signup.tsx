import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newsletterSubscribeSchema, type Language } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Button } from '../button';
import { ensureNewsletterTranslations } from './newsletter-translations';
import { subscribeToNewsletter } from './subscribe';

type Status = 'idle' | 'submitting' | 'done' | 'failed';

export interface NewsletterSignupProps {
  /** 'section': the home page band; 'footer': the compact column in the site footer. */
  variant?: 'section' | 'footer';
  /** Injected by tests; the api call by default. */
  subscribe?: (email: string, language: Language) => Promise<unknown>;
}

/**
 * Newsletter sign-up (double opt-in), the one implementation the home page and the footer share. The address
 * stays in the field on any error, and its error clears as soon as it is edited.
 */
export function NewsletterSignup({ variant = 'section', subscribe = subscribeToNewsletter }: NewsletterSignupProps) {
  ensureNewsletterTranslations();
  const { t } = useTranslation('newsletter');
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<'required' | 'invalid' | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const footer = variant === 'footer';
  const success = useRef<HTMLParagraphElement>(null);

  // The form the visitor was in is gone: focus goes to the message that replaced it, so it is read out.
  useEffect(() => {
    if (status === 'done') success.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setFieldError('required');
    const parsed = newsletterSubscribeSchema.safeParse({ email, language });
    if (!parsed.success) return setFieldError('invalid');
    setFieldError(null);
    setStatus('submitting');
    try {
      await subscribe(parsed.data.email, parsed.data.language);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section className={`hm-newsletter hm-newsletter--${variant}`} aria-labelledby={titleId}>
      <div className={footer ? 'hm-newsletter__inner' : 'hm-container hm-newsletter__inner'}>
        <div>
          <h2 id={titleId} className="hm-newsletter__title">{t(footer ? 'footerTitle' : 'title')}</h2>
          <p className="hm-newsletter__text">{t(footer ? 'footerText' : 'text')}</p>
        </div>
        {status === 'done' ? (
          <p ref={success} tabIndex={-1} className="hm-newsletter__success" role="status">{t('success')}</p>
        ) : (
          <form className="hm-newsletter__form" noValidate onSubmit={submit}>
            <label htmlFor={inputId} className="hm-visually-hidden">{t('emailLabel')}</label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              className="hm-newsletter__input"
              placeholder={t('emailPlaceholder')}
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(null);
                if (status === 'failed') setStatus('idle');
              }}
              disabled={status === 'submitting'}
            />
            <Button type="submit" size={footer ? 'sm' : 'md'} busy={status === 'submitting'}>
              {status === 'submitting' ? t('submitting') : t('submit')}
            </Button>
            {fieldError ? <p id={errorId} className="hm-newsletter__error">{t(fieldError)}</p> : null}
            {status === 'failed' ? <p className="hm-newsletter__error" role="alert">{t('failed')}</p> : null}
          </form>
        )}
      </div>
    </section>
  );
}
