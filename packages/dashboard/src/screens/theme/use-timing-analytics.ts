import { PERFORMANCE_SAMPLES_KEPT } from '@wedding/core';
import type { ThemeTimingSample } from '@wedding/theme-studio';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../app/api-context';

const FLUSH_EVERY_MS = 10_000;

/**
 * Sends the monitored customizer's theme timing samples to our own analytics endpoint (docs/requirements.md A7),
 * batched: every 10 s and when the page is left. Analytics never disturbs the couple: a failed send is dropped.
 */
export function useTimingAnalytics(weddingId: string, enabled: boolean) {
  const api = useApi();
  const pending = useRef<ThemeTimingSample[]>([]);

  const flush = useCallback(() => {
    const samples = pending.current.splice(0, PERFORMANCE_SAMPLES_KEPT);
    if (samples.length === 0) return;
    api.themeStudio
      .sendTimings(weddingId, {
        samples: samples.map(({ action, durationMs }) => ({
          action,
          durationMs: Math.round(durationMs * 10) / 10,
        })),
      })
      .catch(() => undefined);
  }, [api, weddingId]);

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(flush, FLUSH_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [enabled, flush]);

  return useCallback((sample: ThemeTimingSample) => {
    pending.current.push(sample);
  }, []);
}
