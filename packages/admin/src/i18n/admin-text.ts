// Resolved through package.json "imports": all six locales by default, none under the `wedding-lean` condition.

import { createAreaTextRegistry, type Locale, type MessageParams } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import { preloadedAdminText } from '#preloaded-admin-text';
import type { AdminTextArea, AdminTextCatalogue } from './catalogue/de';

export const adminTextRegistry = createAreaTextRegistry<AdminTextCatalogue>(preloadedAdminText);

export type AdminText<Area extends AdminTextArea> = (
  key: keyof AdminTextCatalogue[Area] & string,
  params?: MessageParams,
) => string;

export function adminText<Area extends AdminTextArea>(area: Area, locale: Locale): AdminText<Area> {
  const lookup = adminTextRegistry.lookup(area);
  return (key, params) => lookup(key, locale, params);
}

/** The strings of one admin area in the interface language. */
export function useAdminText<Area extends AdminTextArea>(area: Area): AdminText<Area> {
  const locale = useUiLocale();
  return useMemo(() => adminText(area, locale), [area, locale]);
}
