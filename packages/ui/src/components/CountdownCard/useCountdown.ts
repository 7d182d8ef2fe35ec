import { COUNTDOWN_REFRESH_MS, countdownDays, isBigDay } from '@wedding/core';
import { useEffect, useState } from 'react';

/** State hook: days until the date (spec A 4 / B 4 rules from @wedding/core), refreshed every 60 s. */
export function useCountdown(target: Date | string, getNow: () => Date = () => new Date()) {
  const [now, setNow] = useState(getNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(getNow()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [getNow]);
  const days = countdownDays(target, now);
  return { days, bigDay: isBigDay(days) };
}
