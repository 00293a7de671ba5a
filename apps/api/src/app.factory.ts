import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { securityHeaders } from './common/http/security-headers';
import type { AppConfig } from './config/app-config';
import { MEDIA_DIR, MEDIA_MAX_AGE_MS } from './config/media';

/**
 * Builds the configured HTTP application without listening, so `main.ts` and the tests run the very same app.
 * Call `init()` (tests) or `listen()` (main) next.
 */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Session cookies (httpOnly, unsigned: their values are a signed JWT and a random token checked server-side).
  app.use(cookieParser());
  app.use(securityHeaders());
  // JSON lists and the SVG product images shrink 4–6× (a 20-product page: 22 kB → about 4 kB on the wire).
  app.use(compression());
  app.setGlobalPrefix('api');
  app.useStaticAssets(MEDIA_DIR, {
    prefix: '/api/media',
    maxAge: MEDIA_MAX_AGE_MS,
    index: false,
    dotfiles: 'ignore',
    fallthrough: true,
  });
  if (config.docsEnabled) setUpDocs(app);
  return app;
}

function setUpDocs(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Harman api')
      .setDescription(
        'Catalogue, remote registry, newsletter and health. Money in kuruş; errors as ' +
          '`{ statusCode, code, message, fields? }` with a stable `code`.',
      )
      .setVersion('0.1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  // Also where Nest's own convention puts it, for the api's clients and their generators.
  const http = app.getHttpAdapter();
  http.get('/api/docs-json', (_req, res) => {
    http.reply(res, document, 200);
  });
}
