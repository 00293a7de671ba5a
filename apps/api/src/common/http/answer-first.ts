import { Logger } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

const logger = new Logger('AnswerFirst');

type Answer = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/**
 * Puts `answer` in front of the framework on the HTTP server: each request is offered to it first, and goes to the
 * framework (Express, then Nest) when it answers false, at once or later (a body-less GET can still be handed on).
 * One that fails before it wrote anything goes on too.
 */
export function answerFirst(server: Server, answer: Answer): void {
  const framework = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const toFramework = (request: IncomingMessage, response: ServerResponse) => {
    for (const listener of framework) listener.call(server, request, response);
  };
  const failed = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    logger.error({ err: error }, 'The fast path failed; the framework answers');
    if (response.headersSent) response.destroy();
    else toFramework(request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let answered: boolean | Promise<boolean>;
    try {
      answered = answer(request, response);
    } catch (error) {
      return failed(request, response, error);
    }
    if (answered === true) return;
    if (answered === false) return toFramework(request, response);
    answered.then(
      (done) => {
        if (!done) toFramework(request, response);
      },
      (error: unknown) => failed(request, response, error),
    );
  });
}
