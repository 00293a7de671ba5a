import type { Request } from 'express';

export interface ClientInfo {
  /** The client address as Express reads it behind the configured `TRUST_PROXY` hops. */
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 512;

export function clientInfo(request: Request): ClientInfo {
  const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed or refused
  const userAgent = (request.header('user-agent') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, USER_AGENT_MAX);
  return { ip: ip.slice(0, 64), userAgent };
}
