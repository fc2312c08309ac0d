import { useCallback, useEffect, useState } from 'react';

/**
 * Counts whole seconds down to zero from `seconds`; `restart` starts again. Time is read from the
 * clock, not by counting ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number, startRunning = true) {
  const [run, setRun] = useState(startRunning ? 1 : 0);
  const [remaining, setRemaining] = useState(startRunning ? seconds : 0);

  useEffect(() => {
    if (run === 0) return;
    const deadline = Date.now() + seconds * 1000;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [run, seconds]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRun((n) => n + 1);
  }, [seconds]);

  return { remaining, done: remaining === 0, restart };
}
