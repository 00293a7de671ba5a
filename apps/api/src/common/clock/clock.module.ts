import { Module } from '@nestjs/common';
import { Clock } from './clock';

/** One clock instance for every module that imports this one. */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
