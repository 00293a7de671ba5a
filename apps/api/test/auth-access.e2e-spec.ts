import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IS_PUBLIC_KEY, ROLES_KEY, type Role } from '../src/common/auth/auth.decorators';
import { SecurityLog } from '../src/common/security/security-log';
import { JwtSessionStrategy } from '../src/modules/auth/jwt-session.strategy';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface RouteAccess {
  method: string;
  path: string;
  isPublic: boolean;
  roles: Role[] | undefined;
}

/** Every route of the running app, read from Nest's own metadata, with the access rule it declares. */
function routesOf(t: TestApp): RouteAccess[] {
  const scanner = new MetadataScanner();
  const routes: RouteAccess[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = `/api/${[base, sub].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
        const meta = <T>(key: string) => (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as T | undefined;
        routes.push({ method: RequestMethod[method], path, isPublic: meta<boolean>(IS_PUBLIC_KEY) === true, roles: meta<Role[]>(ROLES_KEY) });
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Refused by the global AccessGuard itself (not by a route's own checks further in). */
function deniedByGuard(response: request.Response): boolean {
  const { code, message } = response.body ?? {};
  if (response.status === 401) return code === 'UNAUTHORIZED' && message === 'Unauthorized';
  return response.status === 403 && (code === 'MFA_REQUIRED' || (code === 'FORBIDDEN' && message === 'Forbidden'));
}

/** The access rule of every accounts route, as designed: the build fails if one changes by accident. */
const ACCOUNTS_ROUTES: Record<string, 'public' | Role[]> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/verify-email/resend': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/mfa': 'public',
  'POST /api/auth/login/mfa/enrollment': 'public',
  'POST /api/auth/login/mfa/enrollment/confirm': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/session': ['user', 'admin'],
  'GET /api/auth/admin-session': ['admin'],
  'POST /api/auth/password/forgot': 'public',
  'POST /api/auth/password/reset': 'public',
  'GET /api/account/profile': ['user', 'admin'],
  'PATCH /api/account/profile': ['user', 'admin'],
  'PUT /api/account/avatar': ['user', 'admin'],
  'GET /api/account/avatar': ['user', 'admin'],
  'DELETE /api/account/avatar': ['user', 'admin'],
  'GET /api/account/addresses': ['user', 'admin'],
  'POST /api/account/addresses': ['user', 'admin'],
  'PUT /api/account/addresses/:id': ['user', 'admin'],
  'POST /api/account/addresses/:id/default': ['user', 'admin'],
  'DELETE /api/account/addresses/:id': ['user', 'admin'],
  'GET /api/account/security': ['user', 'admin'],
  'POST /api/account/password': ['user', 'admin'],
  'POST /api/account/two-factor/setup': ['user', 'admin'],
  'POST /api/account/two-factor/enable': ['user', 'admin'],
  'POST /api/account/two-factor/disable': ['user', 'admin'],
  'GET /api/account/sessions': ['user', 'admin'],
  'DELETE /api/account/sessions/:id': ['user', 'admin'],
  'POST /api/account/sessions/end-others': ['user', 'admin'],
  'GET /api/account/overview': ['user', 'admin'],
  'GET /api/account/orders': ['user', 'admin'],
  'GET /api/account/favourites': ['user', 'admin'],
  'PUT /api/account/favourites/:productId': ['user', 'admin'],
  'DELETE /api/account/favourites/:productId': ['user', 'admin'],
  'POST /api/account/favourites/merge': ['user', 'admin'],
  'GET /api/account/cards': ['user', 'admin'],
  'POST /api/account/cards': ['user', 'admin'],
  'PATCH /api/account/cards/:id': ['user', 'admin'],
  'POST /api/account/cards/:id/default': ['user', 'admin'],
  'DELETE /api/account/cards/:id': ['user', 'admin'],
  'POST /api/payment-provider/dev/tokens': 'public',
  'POST /api/checkout/quote': 'public',
  'POST /api/checkout/sessions': 'public',
  'GET /api/checkout/sessions/:checkoutId': 'public',
  'DELETE /api/checkout/sessions/:checkoutId': 'public',
  'POST /api/checkout/sessions/:checkoutId/orders': 'public',
  'POST /api/checkout/orders/:orderId/3ds': 'public',
  'GET /api/account/orders/:id': ['user', 'admin'],
  'POST /api/account/orders/:id/cancel': ['user', 'admin'],
  'GET /api/account/orders/:id/invoice': ['user', 'admin'],
  'GET /api/orders/guest/:token': 'public',
  'GET /api/orders/guest/:token/invoice': 'public',
  'GET /api/notifications': ['user', 'admin'],
  'GET /api/notifications/unread-count': ['user', 'admin'],
  'GET /api/notifications/stream': ['user', 'admin'],
  'POST /api/notifications/read-all': ['user', 'admin'],
  'POST /api/notifications/:id/read': ['user', 'admin'],
  'DELETE /api/notifications/:id': ['user', 'admin'],
  'GET /api/products/:idOrSlug/back-in-stock': ['user'],
  'PUT /api/products/:idOrSlug/back-in-stock': ['user'],
  'DELETE /api/products/:idOrSlug/back-in-stock': ['user'],
};

/** The staff panel's routes (issue 10): every one admin-only, which the guard grants with a two-factor session only. */
const ADMIN_ROUTES: Record<string, 'public' | Role[]> = {
  'POST /api/admin/notifications/broadcasts': ['admin'],
  'GET /api/admin/dashboard': ['admin'],
  'GET /api/admin/reports/sales': ['admin'],
  'GET /api/admin/reports/sales/export': ['admin'],
  'GET /api/admin/orders': ['admin'],
  'GET /api/admin/orders/:id': ['admin'],
  'POST /api/admin/orders/:id/actions': ['admin'],
  'GET /api/admin/products': ['admin'],
  'POST /api/admin/products': ['admin'],
  'GET /api/admin/products/:id': ['admin'],
  'PUT /api/admin/products/:id': ['admin'],
  'PATCH /api/admin/products/:id/status': ['admin'],
  'POST /api/admin/products/:id/stock': ['admin'],
  'POST /api/admin/products/:id/images': ['admin'],
  'DELETE /api/admin/products/:id/images/:imageId': ['admin'],
  'GET /api/admin/settings': ['admin'],
  'PUT /api/admin/settings': ['admin'],
  'GET /api/admin/audit': ['admin'],
  'GET /api/admin/customers': ['admin'],
  'GET /api/admin/customers/:id': ['admin'],
  'PATCH /api/admin/customers/:id/status': ['admin'],
  'POST /api/admin/customers/:id/sessions/end': ['admin'],
  'POST /api/admin/customers/:id/verification': ['admin'],
  'PUT /api/admin/customers/:id/role': ['admin'],
  'GET /api/admin/inbox': ['admin'],
  'PATCH /api/admin/inbox/:kind/:id': ['admin'],
  'GET /api/admin/newsletter': ['admin'],
  'GET /api/admin/newsletter/export': ['admin'],
  'GET /api/admin/reviews': ['admin'],
  'PATCH /api/admin/reviews/:id': ['admin'],
  'GET /api/admin/releases': ['admin'],
  'POST /api/admin/releases/:name/activate': ['admin'],
  'POST /api/admin/releases/:name/canary': ['admin'],
  'POST /api/admin/releases/:name/promote': ['admin'],
  'POST /api/admin/releases/:name/rollback': ['admin'],
  'GET /api/forms/careers/:applicationId/cv': ['admin'],
  'GET /api/product-images/:file': 'public',
};

/** Routes whose call would end the very session the matrix signs in with. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh', 'POST /api/account/sessions/end-others']);
/** Event streams stay open while allowed: their allowed side is tested in notifications-stream.e2e-spec.ts. */
const STREAMS = new Set(['GET /api/notifications/stream']);

describe('access control over every route', () => {
  let t: TestApp;
  let routes: RouteAccess[];
  let user: CookieJar;
  let admin: CookieJar;

  const call = (route: RouteAccess, jar?: CookieJar) => {
    const path = route.path.replace(/:\w+/g, randomUUID());
    const agent = request(t.server);
    const pending = (agent[route.method.toLowerCase() as 'get'] as (url: string) => request.Test)(path);
    if (jar) pending.set('Cookie', jar.header());
    return ['GET', 'HEAD', 'DELETE'].includes(route.method) ? pending : pending.send({});
  };

  beforeAll(async () => {
    t = await startTestApp();
    routes = routesOf(t);
    user = await signIn(t, await seedUser(t));
    admin = await signIn(t, await seedUser(t, { role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }));
  });
  afterAll(() => t?.close());

  it('finds every route marked @Public() or @Roles(...)', () => {
    expect(routes.length).toBeGreaterThan(40);
    const unmarked = routes.filter((route) => !route.isPublic && !route.roles?.length);
    expect(unmarked.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it.each([
    ['accounts', ACCOUNTS_ROUTES],
    ['admin', ADMIN_ROUTES],
  ])('gives each %s route the designed rule', (_area, designed) => {
    const actual = Object.fromEntries(
      routes
        .filter((route) => `${route.method} ${route.path}` in designed)
        .map((route) => [`${route.method} ${route.path}`, route.isPublic ? 'public' : [...(route.roles ?? [])].sort()]),
    );
    const expected = Object.fromEntries(Object.entries(designed).map(([key, rule]) => [key, rule === 'public' ? rule : [...rule].sort()]));
    expect(actual).toEqual(expected);
  });

  it('lists every /api/admin route in the admin table (a new one must be added there)', () => {
    const adminRoutes = routes.filter((route) => route.path.startsWith('/api/admin/')).map((route) => `${route.method} ${route.path}`);
    expect(adminRoutes.filter((name) => !(name in ADMIN_ROUTES))).toEqual([]);
  });

  it('refuses every admin route to an admin whose session skipped two-factor', async () => {
    // A customer's session (no second factor), then promoted behind its back: the role is read per request.
    const promoted = await seedUser(t);
    const jar = await signIn(t, promoted);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [promoted.id]);
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic && r.roles?.length === 1 && r.roles[0] === 'admin')) {
      const response = await call(route, jar);
      if (response.status !== 403 || response.body.code !== 'MFA_REQUIRED') failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers anonymous, customer and admin callers as each route declares', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const anonymous = await call(route);
      if (route.isPublic ? deniedByGuard(anonymous) : !(anonymous.status === 401 && deniedByGuard(anonymous))) {
        failures.push(`${name} anonymous → ${anonymous.status}`);
      }
      if (anonymous.status >= 500) failures.push(`${name} anonymous → ${anonymous.status}`);
      if (SESSION_ENDING.has(name)) continue;
      for (const [role, jar] of [['user', user], ['admin', admin]] as const) {
        const allowed = route.isPublic || Boolean(route.roles?.includes(role));
        if (allowed && STREAMS.has(name)) continue;
        const response = await call(route, jar);
        jar.take(response);
        const denied = deniedByGuard(response);
        if (allowed === denied || (!allowed && response.status !== 403) || response.status >= 500) {
          failures.push(`${name} ${role} → ${response.status} ${response.body?.code ?? ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('runs passport only for requests that carry the access cookie', async () => {
    const strategy = jest.spyOn(t.app.get(JwtSessionStrategy), 'authenticate');
    try {
      await request(t.server).get('/api/platform/remotes').expect(200);
      await request(t.server).get('/api/account/profile').expect(401);
      expect(strategy).not.toHaveBeenCalled();
      await request(t.server).get('/api/platform/remotes').set('Cookie', user.header()).expect(200);
      await request(t.server).get('/api/account/profile').set('Cookie', user.header()).expect(200);
      expect(strategy).toHaveBeenCalledTimes(2);
    } finally {
      strategy.mockRestore();
    }
  });

  it('refuses a route without a rule for everyone (deny by default)', async () => {
    // Simulated on a real route: strip its metadata for the duration of one request.
    const route = routes.find((r) => r.method === 'GET' && r.path === '/api/account/profile')!;
    const controller = [...t.app.get(ModulesContainer).values()]
      .flatMap((module) => [...module.controllers.values()])
      .find((wrapper) => wrapper.metatype && Reflect.getMetadata(PATH_METADATA, wrapper.metatype) === 'account' && wrapper.name === 'ProfileController')!
      .metatype!;
    const saved = Reflect.getMetadata(ROLES_KEY, controller);
    Reflect.deleteMetadata(ROLES_KEY, controller);
    try {
      const response = await call(route, user);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    } finally {
      Reflect.defineMetadata(ROLES_KEY, saved, controller);
    }
    await call(route, user).expect(200);
  });
});

describe('cross-site and card-number refusals', () => {
  let t: TestApp;
  let securityEvents: jest.SpyInstance;
  beforeAll(async () => {
    t = await startTestApp();
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  });
  afterAll(() => t?.close());

  it('refuses unsafe requests a browser marks cross-site or sends from a foreign origin', async () => {
    const jar = await signIn(t, await seedUser(t));
    const profile = { firstName: 'Kötü', lastName: 'Niyet', phone: '', dateOfBirth: '', bio: '', preferences: { newsletter: true, smsNotifications: true, orderUpdates: true } };
    const evil = await request(t.server).patch('/api/account/profile').set('Cookie', jar.header()).set('Origin', 'https://evil.example').send(profile);
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('ORIGIN_NOT_ALLOWED');
    const crossSite = await request(t.server).post('/api/account/sessions/end-others').set('Cookie', jar.header()).set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    const nullOrigin = await request(t.server).post('/api/auth/logout').set('Cookie', jar.header()).set('Origin', 'null');
    expect(nullOrigin.status).toBe(403);
    await request(t.server).get('/api/auth/session').set('Cookie', jar.header()).set('Origin', 'https://evil.example').expect(200);
    expect((await request(t.server).get('/api/account/profile').set('Cookie', jar.header())).body.firstName).toBe('Ayşe');
    expect(securityEvents).toHaveBeenCalledWith('origin_rejected', expect.objectContaining({ outcome: 'blocked' }));

    // The shop's own origin (APP_BASE_URL) and same-origin browser requests pass.
    await request(t.server).patch('/api/account/profile').set('Cookie', jar.header()).set('Origin', 'http://shop.test').set('Sec-Fetch-Site', 'same-origin').send(profile).expect(200);
  });

  it('refuses a card number anywhere but the provider, and never echoes it', async () => {
    const jar = await signIn(t, await seedUser(t));
    for (const pan of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '378282246310005']) {
      const response = await request(t.server)
        .patch('/api/account/profile')
        .set('Cookie', jar.header())
        .send({ firstName: 'Ayşe', lastName: 'Yılmaz', phone: '', dateOfBirth: '', bio: `kart ${pan}`, preferences: { newsletter: false, smsNotifications: false, orderUpdates: true } });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('CARD_DATA_NOT_ALLOWED');
      expect(JSON.stringify(response.body)).not.toContain(pan);
    }
    await request(t.server).get('/api/products').query({ q: '4111111111111111' }).expect(400);
    // Other long numbers are fine.
    await request(t.server).get('/api/products').query({ q: '1732300000001' }).expect(200);
  });
});
