import type { LoggerService } from '@nestjs/common';

/**
 * Nest's own start-up narration: a line per module initialised and per route mapped (about a hundred). Useful when
 * debugging the wiring, noise on every start otherwise.
 */
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'NestApplicationContext',
]);

/** The context Nest passes last to `log(message, ...params)`, when there is one. */
function contextOf(params: unknown[]): unknown {
  return params.length > 0 ? params[params.length - 1] : undefined;
}

/**
 * The app's logger with Nest's framework messages moved from info to debug (`LOG_LEVEL=debug` shows them again).
 * Everything else, the app's own messages and every warning or error, passes through unchanged.
 */
export class FrameworkQuietLogger implements LoggerService {
  constructor(private readonly inner: LoggerService & { debug: NonNullable<LoggerService['debug']> }) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) this.inner.debug(message, ...params);
    else this.inner.log(message, ...params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.inner.error(message, ...params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.inner.warn(message, ...params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.inner.debug(message, ...params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.inner.verbose?.(message, ...params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.inner.fatal?.(message, ...params);
  }
}
