import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { FrameworkQuietLogger } from './common/logging/framework-quiet-logger';
import { answerFirst } from './common/http/answer-first';
import { noStoreForAccounts } from './common/http/no-store';
import { securityHeaders } from './common/http/security-headers';
import { requestContext } from './common/security/request-context';
import type { AppConfig } from './config/app-config';
import { MEDIA_DIR, MEDIA_MAX_AGE_MS } from './config/media';
import { ProductListFastPath } from './modules/catalog/product-list-fast-path';

/**
 * Builds the configured HTTP application without listening, so `main.ts` and the tests run the very same app.
 * Call `init()` (tests) or `listen()` (main) next.
 */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(new FrameworkQuietLogger(app.get(Logger)));
  trustExactlyTheProxies(app, config);
  app.disable('x-powered-by');
  // First: the audit log reads the current request (address, id) from it.
  app.use(requestContext());
  // Session cookies (httpOnly, unsigned: their values are a signed JWT and a random token checked server-side).
  app.use(cookieParser());
  app.use(securityHeaders());
  app.use(noStoreForAccounts());
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
  // The shop's list (GET /api/products) is answered before Express and Nest when the route would accept the
  // request; everything else goes on to them (product-list-fast-path.ts).
  const fastPath = app.get(ProductListFastPath);
  answerFirst(app.getHttpServer(), (request, response) => fastPath.answer(request, response));
  keepIdleConnectionsLongerThanProxies(app.getHttpServer() as Server);
  return app;
}

/**
 * Node's server closes an idle keep-alive connection after 5 s, when the proxy in front may be reusing it (the
 * shell's /api proxy keeps idle connections up to 5 s, a cloud load balancer 60 s): a request sent just as the api
 * closes is lost (ECONNRESET: a 502 for the visitor, never retried for a POST). The side in front must close first.
 */
function keepIdleConnectionsLongerThanProxies(server: Server): void {
  server.keepAliveTimeout = 65_000;
}

/**
 * Who the client is (issue 13, finding 3). With a list of proxies, Express would trust a listed address at any
 * depth of X-Forwarded-For; here only the connection's peer and the next TRUST_PROXY_HOPS - 1 entries may be
 * proxies, each one listed. A client connecting directly, or one that writes its own X-Forwarded-For through the
 * proxy (the shell's server drops it anyway), cannot choose its address.
 */
function trustExactlyTheProxies(app: NestExpressApplication, config: AppConfig): void {
  const express = app.getHttpAdapter().getInstance() as { set(name: string, value: unknown): void; get(name: string): unknown };
  express.set('trust proxy', config.trustProxy);
  if (!Array.isArray(config.trustProxy)) return;
  const listed = express.get('trust proxy fn') as (address: string, hop: number) => boolean;
  express.set('trust proxy', (address: string, hop: number) => hop < config.trustProxyHops && listed(address, hop));
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
