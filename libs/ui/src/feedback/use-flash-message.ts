import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown for `durationMs`, e.g. the 3 s 'Sepetiniz boş, lütfen ürün ekleyin'. */
export function useFlashMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, flash };
}
