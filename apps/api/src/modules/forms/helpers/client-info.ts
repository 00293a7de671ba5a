import type { Request } from 'express';
import { clientAddress } from '../../../common/http/client-address';

export interface ClientInfo {
  /** The client address as Express reads it behind the configured `TRUST_PROXY` hops. */
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 512;

export function clientInfo(request: Request): ClientInfo {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed or refused
  const userAgent = (request.header('user-agent') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, USER_AGENT_MAX);
  return { ip: clientAddress(request), userAgent };
}
