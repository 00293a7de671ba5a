import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from './live-region';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  /** Changes with every message, so the same text twice is still announced. */
  id: number;
  text: string;
  tone: ToastTone;
  action?: { label: string; onAction: () => void };
}

export interface ShowToastOptions {
  tone?: ToastTone;
  durationMs: number;
  action?: ToastMessage['action'];
}

/**
 * One message at a time that goes away by itself; a newer message replaces the one shown. Each is announced
 * once through the page's shared live region.
 */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextId = useRef(0);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  const show = useCallback((text: string, { tone = 'success', durationMs, action }: ShowToastOptions) => {
    clearTimeout(timer.current);
    nextId.current += 1;
    setToast({ id: nextId.current, text, tone, action });
    announce(text);
    timer.current = setTimeout(() => setToast(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show, dismiss };
}
