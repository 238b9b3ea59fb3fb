import { useEffect, useState } from 'react';

/** The time now, again every `cadaMs`: a deadline or an end that passes while the page is open turns its buttons. */
export function useAhora(cadaMs = 30_000): number {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setAhora(Date.now()), cadaMs);
    return () => clearInterval(timer);
  }, [cadaMs]);
  return ahora;
}
