import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from './safe-redirect';
import { SessionChecking, SessionExpiredNotice, SessionFailedNotice, SessionUnreachableNotice } from './session-notices';
import type { Role } from './session-store';
import { useSession, useSessionChecked } from './use-session';

export interface GuardProps {
  children: ReactNode;
  /** Shown while the session is being checked (a spinner by default). */
  fallback?: ReactNode;
  /** Shown when this browser's session has ended (the 'session expired' notice by default). */
  expired?: ReactNode;
}

/**
 * Renders its children for a signed-in visitor whose session the api has confirmed. Anonymous visitors go to
 * /auth/login with the location to come back to; an ended session shows the 'session expired' notice.
 */
export function RequireAuth({ children, fallback, expired }: GuardProps) {
  const session = useSession();
  const checked = useSessionChecked();
  const location = useLocation();
  if (session.status === 'expired') return <>{expired ?? <SessionExpiredNotice />}</>;
  if (session.status === 'unreachable') return <SessionUnreachableNotice />;
  if (session.status === 'failed') return <SessionFailedNotice reason={session.reason} />;
  if (!checked || session.status === 'loading') return <>{fallback ?? <SessionChecking />}</>;
  if (session.status === 'anonymous') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children}</>;
}

/** Like RequireAuth, and sends signed-in users without the role to /unauthorized. */
export function RequireRole({ role, children, ...rest }: GuardProps & { role: Role }) {
  const session = useSession();
  const checked = useSessionChecked();
  if (checked && session.status === 'authenticated' && session.user.role !== role) return <Navigate to="/unauthorized" replace />;
  return <RequireAuth {...rest}>{children}</RequireAuth>;
}
