import { Inject, Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { AuthCookies } from '../../sessions/auth-cookies';
import type { ClientContext } from '../../sessions/sessions.service';

export interface SignInClient extends ClientContext {
  /** What the lockout counts per account: a device this server recognised before, else the address. */
  clientKey: string;
  /** Whether a new device cookie should be set after a successful sign-in. */
  knownDevice: boolean;
  /** The id in this browser's valid device cookie, if any (which accounts it signed in to: KnownDevices). */
  deviceId: string | null;
}

/**
 * Who is knocking: address (behind the configured proxies), user agent, and the signed device cookie a browser
 * receives after its first successful sign-in. Keying the lockout to the device lets the owner in while a
 * stranger elsewhere has locked only themselves out (OWASP: device cookies).
 */
@Injectable()
export class ClientContextReader {
  private readonly key: Buffer;

  constructor(
    private readonly cookies: AuthCookies,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.jwtSecret, Buffer.alloc(0), 'harman:device-cookie', 32));
  }

  read(request: Request): SignInClient {
    const ip = plainAddress(request.ip);
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500);
    const deviceId = this.deviceIdOf(this.cookies.read(request, 'device'));
    return { ip, userAgent, clientKey: deviceId ? `device:${deviceId}` : `ip:${ip ?? 'unknown'}`, knownDevice: deviceId !== null, deviceId };
  }

  /** Marks this browser as one that signed in successfully; answers its device id (new or kept). */
  rememberDevice(response: Response, client: SignInClient): string {
    if (client.deviceId) return client.deviceId;
    const id = randomBytes(16).toString('base64url');
    this.cookies.setDevice(response, `${id}.${this.sign(id)}`);
    return id;
  }

  private deviceIdOf(value: string | undefined): string | null {
    const [id, signature] = value?.split('.') ?? [];
    if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }
}

/**
 * An IPv4 client of a dual-stack server arrives as `::ffff:203.0.113.5`: it is `203.0.113.5`, in the session list
 * the owner reads and in every counter keyed by address (one client, one spelling).
 */
export function plainAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}
