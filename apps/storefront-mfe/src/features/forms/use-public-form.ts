import { useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FORM_LIMITS, type FormAllowance, type FormKind, type FormSubmissionResponse } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { classifyFailure, type SubmissionFailure } from './submission-outcome';
import { useFormToken } from './use-form-token';
import { useLimit } from './use-limit';
import { submitForm } from './form-api';

export type FormNotice = Exclude<SubmissionFailure['kind'], 'limited'> | 'correctErrors' | null;

/**
 * Where focus goes once the form is on screen and enabled again: its first field after a reset (the success panel
 * that had focus is gone), or the first field showing an error after the api refused fields or `toBody` refused
 * the values (react-hook-form only focuses the errors it finds itself).
 */
type FocusRequest = 'firstField' | 'firstInvalid' | null;

export interface PublicFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  kind: FormKind;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Builds the request body from the valid values and the language (the careers form adds its CV). */
  toBody?: (values: z.output<S>, language: string) => object | FormData | null;
  /**
   * Asked once as the form mounts: what this address has left of the hour, so the warning (or the limit) shows
   * before anyone writes. A failure shows nothing; a submission's answer replaces the figure. A stable function.
   */
  allowance?: (signal: AbortSignal) => Promise<FormAllowance>;
}

/**
 * Everything a public form does besides its fields: validation with the shared contract (errors translated,
 * a field's error cleared when it is edited), the anti-forgery token, submitting / success / error / limited
 * states, the remaining-submissions warning, and reset. Values are never cleared by an error.
 */
export function usePublicForm<S extends z.ZodType<FieldValues, FieldValues>>({
  kind,
  schema,
  defaultValues,
  toBody,
  allowance,
}: PublicFormOptions<S>) {
  const { t } = useTranslation('forms');
  const [language] = useLanguage();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const token = useFormToken();
  const limit = useLimit();
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'success'>('editing');
  const [notice, setNotice] = useState<FormNotice>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const allowanceLook = useRef<AbortController | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const { limitFor } = limit;

  // After the render that shows the outcome, not from `send`: there the fieldset is still disabled (submitting) and
  // focus() on a field inside it does nothing; by now it is enabled and the errors are on their fields.
  useEffect(() => {
    const element = formElement.current;
    if (!focusRequest || !element) return; // no form on screen yet (a panel or the spinner): asked again when it is
    setFocusRequest(null);
    const fields = element.querySelector('fieldset');
    const target =
      focusRequest === 'firstInvalid'
        ? element.querySelector<HTMLElement>('[aria-invalid="true"]')
        : fields?.disabled
          ? element // nothing to type in (the hour's limit): the form itself, so focus is not left on the page
          : element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
    target?.focus();
  }, [focusRequest, phase, token.state]);

  useEffect(() => {
    if (!allowance) return;
    const controller = new AbortController();
    allowanceLook.current = controller;
    allowance(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.limited) limitFor(answer.retryAfterSeconds * 1000);
        else setRemaining(answer.remaining);
      },
      () => undefined, // the form works without it; the next submission's answer says how many are left
    );
    return () => controller.abort();
  }, [allowance, limitFor]);

  const send = async (values: z.output<S>) => {
    const body = toBody ? toBody(values, language) : { ...values, language };
    if (body === null) {
      setFocusRequest('firstInvalid'); // toBody showed its own error (the careers form's CV)
      return;
    }
    const current = token.current();
    if (!current) {
      setNotice('invalidToken');
      void token.renew();
      return;
    }
    setPhase('submitting');
    setNotice(null);
    // An answer still on its way is older than the one this submission brings.
    allowanceLook.current?.abort();
    try {
      const answer: FormSubmissionResponse = await submitForm(kind, body, current);
      setRemaining(answer.remaining);
      setPhase('success');
      void token.renew();
    } catch (error) {
      setPhase('editing');
      const failure = classifyFailure(error);
      if (failure.kind === 'limited') {
        limitFor(failure.retryAfterMs);
        // The limit's own end re-enables the form; no count is known then.
        setRemaining(null);
        return;
      }
      if (failure.kind === 'fields') {
        for (const [name, messages] of Object.entries(failure.fields)) {
          form.setError(name as Path<z.input<S>>, { type: 'server', message: messages[0] });
        }
        setNotice('correctErrors');
        setFocusRequest('firstInvalid');
        return;
      }
      if (failure.kind === 'invalidToken') void token.renew();
      setNotice(failure.kind);
    }
  };

  /** `register` plus the translated error, and the error cleared as soon as the visitor edits the field. */
  const field = (name: Path<z.input<S>>) => {
    const message = form.formState.errors[name]?.message;
    return {
      ...form.register(name, {
        onChange: () => {
          if (form.formState.errors[name]) form.clearErrors(name);
          if (notice === 'correctErrors') setNotice(null);
        },
      }),
      error: typeof message === 'string' ? t(message) : undefined,
    };
  };

  const startOver = () => {
    form.reset(defaultValues);
    setPhase('editing');
    setNotice(null);
    setFocusRequest('firstField');
    void token.renew();
  };

  const onSubmit = form.handleSubmit(send, () => setNotice('correctErrors'));

  return {
    form,
    formElement,
    field,
    onSubmit,
    startOver,
    phase,
    notice,
    connection: token.state,
    limitedUntil: limit.until,
    remaining,
    lowOnSubmissions: remaining !== null && remaining < FORM_LIMITS.warnBelowRemaining,
    // The last submission of the hour was accepted: the form stays disabled (spec: disabled while rate-limited).
    exhausted: remaining === 0,
    busy: phase === 'submitting' || limit.until !== null || remaining === 0,
  };
}

/** What the shared form chrome (banners, panels, the fieldset) reads of a form's state. */
export interface FormStatusView {
  connection: 'loading' | 'ready' | 'unreachable';
  phase: 'editing' | 'submitting' | 'success';
  notice: FormNotice;
  limitedUntil: number | null;
  remaining: number | null;
  /** No submission left this hour (the api said 0 remaining); when it ends is not known here. */
  exhausted: boolean;
  lowOnSubmissions: boolean;
  busy: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  startOver: () => void;
  /** The rendered form, where focus is put back after a reset or a refusal. */
  formElement: RefObject<HTMLFormElement | null>;
}
