import { lazy, Suspense } from 'react';
import { useSession } from '@harman/auth';

// The bell, its store and its strings load for signed-in visitors only: a first visit does not carry them.
const NotificationBell = lazy(async () => ({
  default: (await import(/* webpackChunkName: "notification-bell" */ './notification-bell')).NotificationBell,
}));

/** The header's bell: once someone is signed in, and until its code arrives a space of its size, so nothing moves. */
export function SignedInBell() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={<span className="notification-bell__placeholder" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
