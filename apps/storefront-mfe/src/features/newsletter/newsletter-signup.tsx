import { useId, useState, type FormEvent } from 'react';
import { newsletterSubscribeSchema } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { subscribeToNewsletter } from './newsletter-api';

type Status = 'idle' | 'submitting' | 'done' | 'failed';

/** Newsletter sign-up (double opt-in). The address stays in the field on any error. */
export function NewsletterSignup() {
  const { t } = useTranslation('storefront');
  const [language] = useLanguage();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<'required' | 'invalid' | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setFieldError('required');
    const parsed = newsletterSubscribeSchema.safeParse({ email, language });
    if (!parsed.success) return setFieldError('invalid');
    setFieldError(null);
    setStatus('submitting');
    try {
      await subscribeToNewsletter(parsed.data.email, parsed.data.language);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="hm-container newsletter__inner">
        <div>
          <h2 id="newsletter-title">{t('newsletter.title')}</h2>
          <p>{t('newsletter.text')}</p>
        </div>
        {status === 'done' ? (
          <p className="newsletter__success" role="status">{t('newsletter.success')}</p>
        ) : (
          <form className="newsletter__form" noValidate onSubmit={submit}>
            <label htmlFor={inputId} className="hm-visually-hidden">{t('newsletter.emailLabel')}</label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              className="newsletter__input"
              placeholder={t('newsletter.emailPlaceholder')}
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(null);
              }}
              disabled={status === 'submitting'}
            />
            <Button type="submit" busy={status === 'submitting'}>
              {status === 'submitting' ? t('newsletter.submitting') : t('newsletter.submit')}
            </Button>
            {fieldError ? <p id={errorId} className="newsletter__error">{t(`newsletter.${fieldError}`)}</p> : null}
            {status === 'failed' ? <p className="newsletter__error" role="alert">{t('newsletter.failed')}</p> : null}
          </form>
        )}
      </div>
    </section>
  );
}
