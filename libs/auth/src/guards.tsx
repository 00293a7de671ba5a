import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getSessionStore, type Role, type SessionState } from './session-store';

export function useSession(): SessionState {
  const store = getSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export const LOGIN_PATH = '/auth/login';

/** Sends anonymous visitors to the login page with the location to come back to. */
export function RequireAuth({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <>{fallback}</>;
  if (session.status === 'anonymous') {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}

/** Like RequireAuth, and sends signed-in users without the role to /unauthorized. */
export function RequireRole({ role, children, fallback = null }: { role: Role; children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated' && session.user.role !== role) return <Navigate to="/unauthorized" replace />;
  return <RequireAuth fallback={fallback}>{children}</RequireAuth>;
}
