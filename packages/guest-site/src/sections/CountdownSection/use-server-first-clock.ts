import { useEffect, useRef, useState } from 'react';

/**
 * A clock for the countdown that reads the server's `now` until the component has mounted: the server render
 * and the hydrating client then compute the same day count; later readings (the 60 s refresh) are the
 * guest's own clock. Without `now` it is the guest's clock throughout.
 */
export function useServerFirstClock(now: Date | undefined): () => Date {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  const [clock] = useState(() => () => (!mounted.current && now ? now : new Date()));
  return clock;
}
