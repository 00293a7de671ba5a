import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log';
import { SecurityLog } from './security-log';

@Module({ providers: [SecurityLog, AuditLog], exports: [SecurityLog, AuditLog] })
export class SecurityLogModule {}
