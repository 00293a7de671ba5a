// negotiator 1.x (Express's own, and what `compression()` negotiates with) ships no types; the part used here.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
