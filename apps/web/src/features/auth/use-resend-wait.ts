import { PHONE_CODE_RESEND_SECONDS } from '@sheesham/shared';
import { useCallback, useEffect, useState } from 'react';

/** Seconds until another code may be asked for (the server waits as long); `start` after a send. */
export function useResendWait() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback(() => setSecondsLeft(PHONE_CODE_RESEND_SECONDS), []);
  return { secondsLeft, start };
}
