import type {
  AccommodationPayload,
  AccommodationView,
  Locale,
  SiteContentResponse,
  SiteTexts,
} from '@wedding/core';
import { Tabs } from '@wedding/ui';
import type { ReactNode } from 'react';
import * as list from '../../components/card-list.css';
import { useDashboardText } from '../../i18n/dashboard-text';
import { AccommodationsPanel } from './AccommodationsPanel';
import type { ContentTab } from './content-tabs';
import { TextsPanel } from './TextsPanel';

export interface ContentViewProps {
  content: SiteContentResponse;
  accommodations: readonly AccommodationView[];
  tab: ContentTab;
  onTabChange: (tab: ContentTab) => void;
  writingLocale: Locale;
  onWritingLocaleChange: (locale: Locale) => void;
  onSaveTexts: (locale: Locale, texts: SiteTexts) => Promise<void>;
  onSaveAccommodation: (values: AccommodationPayload, accommodationId: string | null) => Promise<void>;
  onDeleteAccommodation: (accommodation: AccommodationView) => Promise<void>;
  /** The sections tab (which parts of the site show, in which order); it loads its own data when opened. */
  sections: ReactNode;
}

/**
 * '/dashboard/wedding/content': what guests read on the site. The texts per language (welcome, ceremony,
 * reception, travel), the places to stay the couple recommends, and which sections the site shows in which order.
 */
export function ContentView({
  content,
  accommodations,
  tab,
  onTabChange,
  writingLocale,
  onWritingLocaleChange,
  onSaveTexts,
  onSaveAccommodation,
  onDeleteAccommodation,
  sections,
}: ContentViewProps) {
  const text = useDashboardText('content');
  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('intro')}</p>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as ContentTab)}>
        <Tabs.List aria-label={text('tabs.label')}>
          <Tabs.Trigger value="texts">{text('tab.texts')}</Tabs.Trigger>
          <Tabs.Trigger value="accommodations">{text('tab.accommodations')}</Tabs.Trigger>
          <Tabs.Trigger value="sections">{text('tab.sections')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="texts">
          <TextsPanel
            content={content}
            writingLocale={writingLocale}
            onWritingLocaleChange={onWritingLocaleChange}
            onSave={onSaveTexts}
          />
        </Tabs.Content>
        <Tabs.Content value="accommodations">
          <AccommodationsPanel
            accommodations={accommodations}
            onSave={onSaveAccommodation}
            onDelete={onDeleteAccommodation}
          />
        </Tabs.Content>
        <Tabs.Content value="sections">{sections}</Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
