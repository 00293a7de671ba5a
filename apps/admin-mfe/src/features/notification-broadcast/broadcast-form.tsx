import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_TYPES,
  notificationBroadcastSchema,
  type NotificationBroadcast,
  type NotificationBroadcastInput,
} from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Banner, Button, TextAreaField, TextField } from '@harman/ui';
import { addBroadcastTranslations } from './broadcast-translations';
import { sendBroadcast } from './send-broadcast';

addBroadcastTranslations();

const EMPTY: NotificationBroadcastInput = {
  type: 'promotion',
  audience: 'all',
  title: { tr: '', en: '' },
  message: { tr: '', en: '' },
  url: '',
};
const FIELDS = ['title.tr', 'title.en', 'message.tr', 'message.en', 'url'] as const;

/**
 * The staff broadcast (issue 11): a promotion or system notice in Turkish and English with an optional link, to
 * every customer or to those who opted in. Self-contained: mount it in a dashboard tab or on its own page.
 */
export function BroadcastForm() {
  const { t, i18n } = useTranslation('adminBroadcast');
  const fieldError = useCallback(
    (key: string | undefined) =>
      key ? (i18n.exists(`validation.${key}`, { ns: 'adminBroadcast' }) ? t(`validation.${key}`) : t('validation.invalid')) : undefined,
    [t, i18n],
  );
  const form = useForm<NotificationBroadcastInput, unknown, NotificationBroadcast>({
    resolver: zodResolver(notificationBroadcastSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [messageTr, messageEn] = useWatch({ control: form.control, name: ['message.tr', 'message.en'] });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await sendBroadcast(values);
      form.reset(EMPTY);
      setResult({ tone: 'success', text: t('sent') });
    } catch (error) {
      const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
      let focused = false;
      for (const name of FIELDS) {
        const message = fields[name]?.[0];
        if (!message) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setResult({ tone: 'error', text: t('failed') });
    }
  });

  return (
    <form className="admin-broadcast" noValidate onSubmit={submit} aria-describedby="admin-broadcast-intro">
      <p id="admin-broadcast-intro">{t('intro')}</p>
      {result ? (
        <div role={result.tone === 'error' ? 'alert' : 'status'}>
          <Banner tone={result.tone}>{result.text}</Banner>
        </div>
      ) : null}
      <fieldset className="admin-broadcast__choice">
        <legend>{t('type')}</legend>
        {BROADCAST_TYPES.map((type) => (
          <label key={type}>
            <input type="radio" value={type} {...form.register('type')} /> {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-broadcast__choice">
        <legend>{t('audience')}</legend>
        {BROADCAST_AUDIENCES.map((audience) => (
          <label key={audience}>
            <input type="radio" value={audience} {...form.register('audience')} /> {t(`audiences.${audience}`)}
          </label>
        ))}
      </fieldset>
      <TextField label={t('titleTr')} required lang="tr" error={fieldError(errors.title?.tr?.message)} {...form.register('title.tr')} />
      <TextField label={t('titleEn')} required lang="en" error={fieldError(errors.title?.en?.message)} {...form.register('title.en')} />
      <TextAreaField
        label={t('messageTr')}
        required
        lang="tr"
        count={{ length: messageTr?.length ?? 0, max: BROADCAST_MESSAGE_MAX }}
        error={fieldError(errors.message?.tr?.message)}
        {...form.register('message.tr')}
      />
      <TextAreaField
        label={t('messageEn')}
        required
        lang="en"
        count={{ length: messageEn?.length ?? 0, max: BROADCAST_MESSAGE_MAX }}
        error={fieldError(errors.message?.en?.message)}
        {...form.register('message.en')}
      />
      <TextField label={t('url')} hint={t('urlHint')} inputMode="url" error={fieldError(errors.url?.message)} {...form.register('url')} />
      <Button type="submit" busy={isSubmitting}>{t('submit')}</Button>
    </form>
  );
}
