import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import { THEME_SAVE_TIMEOUT_MS, versionConflictDetailsSchema, type WeddingDetail } from '@wedding/core';
import { type SaveTheme, ThemeSaveConflict } from '@wedding/theme-studio';
import { useCallback } from 'react';
import { useApi } from '../../app/api-context';
import { queryKeys } from '../../data/query-keys';

/**
 * The theme studio's save for a wedding: PATCH /api/weddings/{id} with the theme, the density and the version last
 * seen (docs/requirements.md A7, 10 s). A 409 versionConflict becomes ThemeSaveConflict carrying the newer state; every
 * answer is written into the cached wedding so the other screens show it.
 */
export function useThemeSave(weddingId: string): SaveTheme {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback<SaveTheme>(
    async (customization, { version, signal }) => {
      const remember = (saved: { customization: WeddingDetail['customization']; version: number }) =>
        queryClient.setQueryData<WeddingDetail>(queryKeys.wedding(weddingId), (wedding) =>
          wedding
            ? { ...wedding, customization: saved.customization, customizationVersion: saved.version }
            : wedding,
        );
      try {
        const saved = await api.weddings.patch(
          weddingId,
          { customization: { theme: customization.theme, density: customization.density }, version },
          { signal, timeoutMs: THEME_SAVE_TIMEOUT_MS },
        );
        remember(saved);
        return { customization: saved.customization, version: saved.version };
      } catch (error) {
        if (isApiError(error) && error.code === 'versionConflict') {
          const latest = versionConflictDetailsSchema.safeParse(error.details);
          if (latest.success) {
            remember(latest.data);
            throw new ThemeSaveConflict(latest.data);
          }
        }
        throw error;
      }
    },
    [api, queryClient, weddingId],
  );
}
