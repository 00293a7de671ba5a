import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dropEarlyData } from '@harman/api-client';

/**
 * The early script's api reads answer the visit's first page, with the cookies the visit started with. Once the
 * visitor is on another path, what is left of them is dropped: a page shown later asks afresh (its own check after
 * a sign-in, not a stale refusal from before it).
 */
export function DropEarlyReadsOnLeave() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) dropEarlyData();
  }, [pathname]);
  return null;
}
