import {
  FORM_TOKEN_HEADER,
  formAllowanceSchema,
  formSubmissionResponseSchema,
  formTokenResponseSchema,
  type FormAllowance,
  type FormKind,
  type FormSubmissionResponse,
  type FormTokenResponse,
} from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/**
 * `GET /api/forms/token`: the anti-forgery token of this browser (the api sets its cookie). It doubles as the
 * connectivity check a form runs when it mounts. Not retried: a form that cannot reach the api says so at once.
 */
export function fetchFormToken(signal?: AbortSignal): Promise<FormTokenResponse> {
  return apiFetch('/forms/token', { schema: formTokenResponseSchema, signal, retry: false });
}

/**
 * `GET /api/forms/contact/allowance`: the submissions this address has left this hour, read without using one, so
 * the contact form can warn as it loads. Only a hint: not retried, and a failure leaves the form as it was.
 */
export function fetchContactAllowance(signal?: AbortSignal): Promise<FormAllowance> {
  return apiFetch('/forms/contact/allowance', { schema: formAllowanceSchema, signal, retry: false });
}

/** `POST /api/forms/<kind>` with a JSON body, or the careers form's multipart body. */
export function submitForm(kind: FormKind, body: object | FormData, token: string): Promise<FormSubmissionResponse> {
  return apiFetch(`/forms/${kind}`, {
    method: 'POST',
    body,
    headers: { [FORM_TOKEN_HEADER]: token },
    schema: formSubmissionResponseSchema,
  });
}
