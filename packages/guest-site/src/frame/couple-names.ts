import type { PublicWeddingView } from '@wedding/core';

/**
 * 'Anna & Ben' for headings, the header brand and the footer; one name alone when the other is missing, null
 * when neither is known (the access screen then shows its 'private wedding' fallback).
 */
export function coupleNames(brideName: string | null | undefined, groomName: string | null | undefined) {
  const names = [brideName, groomName].map((name) => name?.trim() ?? '').filter((name) => name !== '');
  return names.length === 0 ? null : names.join(' & ');
}

/** The names in the guest's language version when the couple wrote one (info), else the wedding's own. */
export function weddingCoupleNames(wedding: Pick<PublicWeddingView, 'brideName' | 'groomName' | 'info'>) {
  return coupleNames(
    wedding.info?.brideName || wedding.brideName,
    wedding.info?.groomName || wedding.groomName,
  );
}
