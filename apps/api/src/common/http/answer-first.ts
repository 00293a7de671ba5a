import { Logger } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

const logger = new Logger('AnswerFirst');

/**
 * Puts `answer` in front of the framework on the HTTP server: each request is offered to it first, and goes to the
 * framework (Express, then Nest) when it answers false. One that fails before it wrote anything goes on too.
 */
export function answerFirst(server: Server, answer: (request: IncomingMessage, response: ServerResponse) => boolean): void {
  const framework = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    try {
      if (answer(request, response)) return;
    } catch (error) {
      logger.error({ err: error }, 'The fast path failed; the framework answers');
      if (response.headersSent) return void response.destroy();
    }
    for (const listener of framework) listener.call(server, request, response);
  });
}
