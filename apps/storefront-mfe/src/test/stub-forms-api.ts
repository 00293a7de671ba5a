import { configureApiClient } from '@harman/api-client';

export type StubAnswer = { status: number; body: unknown };

export const accepted = (remaining = 4): StubAnswer => ({
  status: 201,
  body: { id: '0b6d3f44-8c2c-4c62-9d0e-2f1b7e7a6a11', status: 'pending', remaining },
});

/** The api's 400 with field errors (message keys), as the forms module answers them. */
export const refusedFields = (fields: Record<string, string[]>): StubAnswer => ({
  status: 400,
  body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fields },
});

/** An answer the test gives when it chooses, so the form is seen (and stays) busy until then, as over a network. */
export function heldAnswer() {
  let give!: (answer: StubAnswer) => void;
  const answer = new Promise<StubAnswer>((resolve) => (give = resolve));
  return { answer: () => answer, give };
}

/**
 * The api as a public form meets it: a token on every ask, and the given answers to `POST /api/forms/<kind>`, one
 * per submission (the last one repeats). Anything else is a 404. Returns the submissions' bodies.
 */
export function stubFormsApi(kind: string, submissions: (StubAnswer | (() => Promise<StubAnswer>))[]) {
  const sent: unknown[] = [];
  configureApiClient({
    sleep: async () => undefined,
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      let answer: StubAnswer;
      if (url === '/api/forms/token') {
        answer = { status: 200, body: { token: 'form-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() } };
      } else if (url === `/api/forms/${kind}` && method === 'POST') {
        const next = submissions[Math.min(sent.length, submissions.length - 1)];
        sent.push(init?.body);
        answer = typeof next === 'function' ? await next() : next;
      } else answer = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
      return {
        ok: answer.status < 400,
        status: answer.status,
        statusText: '',
        headers: new Headers(),
        text: async () => JSON.stringify(answer.body),
      } as Response;
    },
  });
  return sent;
}
