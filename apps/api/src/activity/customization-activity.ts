import { parseCustomization } from '@wedding/tokens';
import type { ActivityLine } from './record-activity.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a customization save changed, as the activity feed tells it: the look (theme or density), the site's
 * sections (switched or reordered), and whether the site went online or offline.
 */
export function customizationActivity(
  before: { customization: unknown; isActive: boolean },
  after: { customization: unknown; isActive: boolean },
): ActivityLine[] {
  const old = parseCustomization(before.customization);
  const next = parseCustomization(after.customization);
  const lines: ActivityLine[] = [];
  if (!same(old.theme, next.theme) || old.density !== next.density) lines.push({ action: 'theme.changed' });
  if (!same(old.features, next.features) || !same(old.sectionOrder, next.sectionOrder)) {
    lines.push({ action: 'site.sectionsChanged' });
  }
  if (before.isActive !== after.isActive) {
    lines.push({ action: after.isActive ? 'site.published' : 'site.unpublished' });
  }
  return lines;
}
