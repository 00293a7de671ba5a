import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cardFormSchema, updateCardSchema, type CardForm as CardValues, type SavedCard, type UpdateCardInput } from '@harman/contracts';
import { Banner, Button, CheckboxField, TextField } from '@harman/ui';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { errorInfo } from '../../auth/auth-error-message';
import { saveCard, tokenizeCard, updateCard } from '../api/cards';

/**
 * A new card: the number and CVC go to the payment provider only (tokenize), and our api receives the
 * provider's token, the holder's name and the default choice. The form forgets the number once sent.
 */
export function NewCardForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const form = useForm<CardValues>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: '', cardName: '', expiry: '', cvc: '', isDefault: false },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const missing = submitCount > 0 && ['cardNumber', 'cardName', 'expiry', 'cvc'].some((name) => errors[name as keyof CardValues]?.message?.endsWith('Required'));

  const submit = form.handleSubmit(async ({ isDefault, ...card }) => {
    setProblem(null);
    try {
      const token = await tokenizeCard(card);
      form.setValue('cardNumber', '');
      form.setValue('cvc', '');
      await saveCard({ providerToken: token.token, cardName: card.cardName, isDefault });
      onSaved();
    } catch (error) {
      const info = errorInfo(error);
      const known = ['cardNumber', 'cardName', 'expiry', 'cvc'] as const;
      let matched = false;
      for (const name of known) {
        const key = info.fields?.[name]?.[0];
        if (key) {
          form.setError(name, { type: 'server', message: key });
          matched = true;
        }
      }
      if (!matched) setProblem(t('security.cardFailed'));
    }
  });

  return (
    <form className="account-form account-card-form" noValidate onSubmit={submit} aria-label={t('security.addCard')}>
      {missing ? <Banner tone="error">{t('security.cardAllRequired')}</Banner> : null}
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      <TextField label={t('security.cardNumber')} autoComplete="cc-number" inputMode="numeric" maxLength={19 + 4} required error={fieldError(errors.cardNumber?.message)} {...form.register('cardNumber')} />
      <TextField label={t('security.cardName')} autoComplete="cc-name" required error={fieldError(errors.cardName?.message)} {...form.register('cardName')} />
      <div className="account-grid">
        <TextField label={t('security.expiry')} autoComplete="cc-exp" placeholder="AA/YY" maxLength={5} required error={fieldError(errors.expiry?.message)} {...form.register('expiry')} />
        <TextField label={t('security.cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} required error={fieldError(errors.cvc?.message)} {...form.register('cvc')} />
      </div>
      <CheckboxField label={t('security.cardDefault')} {...form.register('isDefault')} />
      <div className="account-actions">
        <Button type="submit" busy={isSubmitting}>{t('common.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}

/** A saved card's editable parts: the holder's name, a renewed expiry, the default choice. */
export function EditCardForm({ card, onSaved, onCancel }: { card: SavedCard; onSaved: () => void; onCancel: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const form = useForm<UpdateCardInput>({
    resolver: zodResolver(updateCardSchema),
    defaultValues: { cardName: card.holderName, expiry: card.expiry, isDefault: card.isDefault },
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await updateCard(card.id, values);
      onSaved();
    } catch (error) {
      setProblem(errorInfo(error).code === 'VALIDATION_FAILED' ? t('security.cardAllRequired') : t('security.cardFailed'));
    }
  });
  return (
    <form className="account-form account-card-form" noValidate onSubmit={submit} aria-label={t('security.editCard')}>
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      <p>{t('security.cardMasked', { brand: card.brand.toUpperCase(), last4: card.last4 })}</p>
      <TextField label={t('security.cardName')} autoComplete="cc-name" required error={fieldError(errors.cardName?.message)} {...form.register('cardName')} />
      <TextField label={t('security.expiry')} autoComplete="cc-exp" maxLength={5} required error={fieldError(errors.expiry?.message)} {...form.register('expiry')} />
      <CheckboxField label={t('security.cardDefault')} {...form.register('isDefault')} />
      <div className="account-actions">
        <Button type="submit" busy={isSubmitting}>{t('common.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
