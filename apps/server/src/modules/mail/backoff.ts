/** How long a failed mail waits before its next attempt, and when it gives up. */
export const MAIL_MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * Exponential backoff with jitter after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, …
 * capped at an hour, each stretched by a random 0–50 % so many mails that failed together (the
 * SMTP server was down) do not all come back in the same second. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, random: number): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 + random / 2));
}

/** When to try again, or null when that was the last attempt. */
export function nextAttemptAt(attempts: number, now: Date, random: number): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + retryDelayMs(attempts, random));
}
