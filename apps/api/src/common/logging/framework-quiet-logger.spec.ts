import type { LoggerService } from '@nestjs/common';
import { FrameworkQuietLogger } from './framework-quiet-logger';

describe('FrameworkQuietLogger', () => {
  const calls: [string, unknown[]][] = [];
  const record = (level: string) => (...args: unknown[]) => void calls.push([level, args]);
  const inner = { log: record('info'), debug: record('debug'), warn: record('warn'), error: record('error') } satisfies LoggerService;
  const logger = new FrameworkQuietLogger(inner);
  beforeEach(() => (calls.length = 0));

  it("moves Nest's start-up and route mapping lines to debug", () => {
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/api/products, GET} route', 'RouterExplorer');
    logger.log('Nest application successfully started', 'NestApplication');
    expect(calls.map(([level]) => level)).toEqual(['debug', 'debug', 'debug']);
    expect(calls[1][1]).toEqual(['Mapped {/api/products, GET} route', 'RouterExplorer']);
  });

  it("keeps the app's own lines, and every warning and error, as they were", () => {
    logger.log('Queued 2 pending mail(s) again', 'MailRelayService');
    logger.log({ outboxId: 'x' }, 'sent');
    logger.warn('Mail queue connection error', 'NestApplication');
    logger.error('boom', 'stack', 'RouterExplorer');
    expect(calls.map(([level]) => level)).toEqual(['info', 'info', 'warn', 'error']);
  });
});
