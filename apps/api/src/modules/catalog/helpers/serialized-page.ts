import { createHash } from 'node:crypto';

/** A list answer as it goes on the wire: encoded once when cached, then sent as is, with its entity tag. */
export interface SerializedPage<T> {
  body: T;
  json: Buffer;
  etag: string;
}

export function serializePage<T>(body: T): SerializedPage<T> {
  const json = Buffer.from(JSON.stringify(body));
  return { body, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}
