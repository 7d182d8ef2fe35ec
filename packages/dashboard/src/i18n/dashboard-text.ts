// Resolved through package.json "imports": all six locales by default, none under the `wedding-lean` condition.

import { createAreaTextRegistry, type Locale, type MessageParams } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import { preloadedDashboardText } from '#preloaded-dashboard-text';
import type { DashboardTextArea, DashboardTextCatalogue } from './catalogue/de';

export const dashboardTextRegistry = createAreaTextRegistry<DashboardTextCatalogue>(preloadedDashboardText);

export type DashboardText<Area extends DashboardTextArea> = (
  key: keyof DashboardTextCatalogue[Area] & string,
  params?: MessageParams,
) => string;

/** A text lookup over one area in the given locale (for code outside React, e.g. toasts built in handlers). */
export function dashboardText<Area extends DashboardTextArea>(
  area: Area,
  locale: Locale,
): DashboardText<Area> {
  const lookup = dashboardTextRegistry.lookup(area);
  return (key, params) => lookup(key, locale, params);
}

/** The strings of one area in the interface language (ui's I18nProvider). */
export function useDashboardText<Area extends DashboardTextArea>(area: Area): DashboardText<Area> {
  const locale = useUiLocale();
  return useMemo(() => dashboardText(area, locale), [area, locale]);
}
