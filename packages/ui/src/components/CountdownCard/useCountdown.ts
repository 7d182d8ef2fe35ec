import { COUNTDOWN_REFRESH_MS, countdownDays, isBigDay } from '@wedding/core';
import { useEffect, useRef, useState } from 'react';

const systemNow = () => new Date();

/** State hook: days until the date (rules from @wedding/core), refreshed every 60 s. */
export function useCountdown(target: Date | string, getNow: () => Date = systemNow) {
  const [now, setNow] = useState(getNow);
  // The clock is read through a ref: a caller's inline `getNow` is a new function on every render, and restarting
  // the interval on each render would keep a page that re-renders within a minute from ever refreshing.
  const clock = useRef(getNow);
  useEffect(() => {
    clock.current = getNow;
  }, [getNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.current()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const days = countdownDays(target, now);
  return { days, bigDay: isBigDay(days) };
}
