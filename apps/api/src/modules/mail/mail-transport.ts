import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MAIL_WORKER_CONCURRENCY } from './mail.constants';

/** The SMTP connection pool of this process (SMTP_URL), shared by every mail the worker sends. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  readonly from: string;
  /** Domain of the sender address, for Message-IDs. */
  readonly domain: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transporter = createTransport({
      url: config.mail.smtpUrl,
      pool: true,
      maxConnections: MAIL_WORKER_CONCURRENCY,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.from = config.mail.from;
    this.domain = /@([^\s@>]+)>?\s*$/.exec(config.mail.from)?.[1] ?? 'harman.local';
  }

  async send(message: SendMailOptions): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
