import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { threeDsConfirmSchema, type PlaceOrderResult } from '@harman/contracts';
import { Button, TextField } from '@harman/ui';
import { confirmThreeDs } from './checkout-api';
import { useCheckoutText } from './use-checkout-text';

const codeSchema = z.object({ code: threeDsConfirmSchema.shape.code });

interface Props {
  orderId: string;
  challengeId: string;
  checkoutToken: string;
  onResult: (result: PlaceOrderResult) => void;
  onError: (error: unknown) => void;
}

/**
 * The card's 3-D Secure step: what to enter, in the page's language (the provider's own message is English), and
 * a code field. The code goes to our api, which hands it to the provider; a wrong code is a decline.
 */
export function ThreeDsChallenge({ orderId, challengeId, checkoutToken, onResult, onError }: Props) {
  const { t, fieldError } = useCheckoutText();
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = form.handleSubmit(async ({ code }) => {
    if (sent) return;
    setSent(true);
    try {
      onResult(await confirmThreeDs(orderId, checkoutToken, { challengeId, code }));
    } catch (error) {
      onError(error);
    }
  });

  return (
    <form className="checkout-3ds" noValidate onSubmit={submit} aria-labelledby="checkout-3ds-title" data-testid="three-ds">
      <h3 id="checkout-3ds-title" ref={heading} tabIndex={-1}>{t('threeDs.title')}</h3>
      <p>{t('threeDs.text')}</p>
      <TextField label={t('threeDs.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={8} required error={fieldError(errors.code?.message)} {...form.register('code')} />
      <Button type="submit" busy={isSubmitting}>{t('threeDs.confirm')}</Button>
    </form>
  );
}
