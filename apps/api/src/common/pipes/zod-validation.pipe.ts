import { Injectable, type PipeTransform } from '@nestjs/common';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '@harman/contracts';
import { z } from 'zod';
import { ValidationFailedError, type ErrorFields } from '../errors/app-error';

/**
 * Validates one request part (query, body, param) with a `@harman/contracts` schema and hands the parsed,
 * defaulted value to the handler. Unknown keys fail when the schema is strict; text PostgreSQL cannot store fails
 * first, with the field named.
 */
@Injectable()
export class ZodValidationPipe<S extends z.core.$ZodType> implements PipeTransform<unknown, z.output<S>> {
  /** `messages`: a message the api answers in place of the schema's (a server-side wording of the spec's). */
  constructor(
    private readonly schema: S,
    private readonly messages: Readonly<Record<string, string>> = {},
  ) {}

  transform(value: unknown): z.output<S> {
    // NUL and lone surrogates: a field error here, not a 500 from PostgreSQL (issue 13, finding 4).
    const unstorable = unstorableTextPaths(value);
    if (unstorable.length > 0) throw new ValidationFailedError(Object.fromEntries(unstorable.map((path) => [path, [UNSTORABLE_TEXT_MESSAGE]])));
    // z.safeParse works on classic and zod/mini schemas alike (contracts uses both).
    const result = z.safeParse(this.schema, value ?? {});
    if (!result.success) throw new ValidationFailedError(issuesToFields(result.error.issues, this.messages));
    return result.data;
  }
}

export function issuesToFields(issues: readonly z.core.$ZodIssue[], messages: Readonly<Record<string, string>> = {}): ErrorFields {
  // A Map, not an object: a client's key such as `__proto__` must not reach an object's prototype.
  const fields = new Map<string, string[]>();
  const add = (key: string, message: string) => {
    const messages = fields.get(key);
    if (messages) messages.push(message);
    else fields.set(key, [message]);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), 'Unknown field');
    } else {
      const message = Object.hasOwn(messages, issue.message) ? messages[issue.message] : issue.message;
      add(issue.path.length > 0 ? issue.path.join('.') : '_', message);
    }
  }
  return Object.fromEntries(fields);
}
