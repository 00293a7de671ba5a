import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * Sends TypeORM's messages into the app's structured log instead of the console. Failed queries are left to the
 * code that receives the error (the exception filter logs it once, without its parameters, which may hold
 * personal data); slow queries are worth a warning.
 */
export class TypeOrmNestLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}

  logQueryError(): void {}

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ durationMs: time, query: query.replace(/\s+/g, ' ').slice(0, 500) }, 'Slow query');
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
