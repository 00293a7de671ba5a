import { useEffect, useState } from 'react';
import { createConnectionMonitor, type ConnectionStatus } from './connection-monitor';
import { afterPageStart } from '../startup/after-page-start';
import { fetchHealth } from './health-probe';

/** The live connection status for the header; follows the browser's online/offline events as well. */
export function useConnectionStatus(): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>('checking');
  useEffect(() => {
    const monitor = createConnectionMonitor({ probe: fetchHealth, onChange: setStatus });
    const offline = () => monitor.markOffline();
    const online = () => void monitor.checkNow();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // A background check: it waits for the page's first screen (the header says 'checking' until then).
    const cancelFirstCheck = afterPageStart(() => void monitor.start());
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      cancelFirstCheck();
      monitor.stop();
    };
  }, []);
  return status;
}
