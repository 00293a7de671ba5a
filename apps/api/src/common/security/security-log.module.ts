import { Module } from '@nestjs/common';
import { SecurityLog } from './security-log';

@Module({ providers: [SecurityLog], exports: [SecurityLog] })
export class SecurityLogModule {}
