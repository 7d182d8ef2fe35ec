import type {
  AssignBackgroundRequest,
  GalleryImageView,
  Locale,
  PublicWeddingView,
  SitePage,
} from '@wedding/core';
import { buttonStyle, EmptyState, Tabs } from '@wedding/ui';
import { AppLink } from '../../app/navigation';
import { useDashboardText } from '../../i18n/dashboard-text';
import { BackgroundsTab } from './BackgroundsTab';
import * as styles from './GalleryManager.css';
import { GalleryTab } from './GalleryTab';
import type { UploadItem } from './use-upload-queue';

export const GALLERY_MANAGER_TABS = ['gallery', 'backgrounds'] as const;
export type GalleryManagerTab = (typeof GALLERY_MANAGER_TABS)[number];

export interface GalleryManagerViewProps {
  tab: GalleryManagerTab;
  onTabChange: (tab: GalleryManagerTab) => void;
  /** docs/requirements.md A6: without premium the gallery is an upgrade prompt linking /dashboard/upgrade. */
  isPremium: boolean;
  images: readonly GalleryImageView[];
  maxImages: number;
  pages: readonly SitePage[];
  site: PublicWeddingView | null;
  locale: Locale;
  uploads: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
  onRemove?: (image: GalleryImageView) => Promise<void>;
  onRemoveMany?: (images: readonly GalleryImageView[]) => Promise<void>;
  onBackground?: (image: GalleryImageView) => void;
  onAddTag: (image: GalleryImageView, tag: string) => Promise<void>;
  onRemoveTag: (image: GalleryImageView, tag: string) => Promise<void>;
  onAssign: (page: SitePage, request: AssignBackgroundRequest) => Promise<void>;
  onRemoveBackground: (page: SitePage, imageId: string) => Promise<void>;
  preselectImageId?: string;
  describeError: (error: unknown) => string;
}

/** Gallery manager (docs/requirements.md A2): tabs gallery and backgrounds (premium), or the upgrade prompt. */
export function GalleryManagerView(props: GalleryManagerViewProps) {
  const text = useDashboardText('gallery');
  if (!props.isPremium) {
    return (
      <EmptyState
        headingLevel={2}
        title={text('upgrade.title')}
        description={text('upgrade.body')}
        action={
          <AppLink href="/dashboard/upgrade" className={buttonStyle({ variant: 'primary', size: 'md' })}>
            {text('upgrade.action')}
          </AppLink>
        }
      />
    );
  }
  return (
    <div className={styles.root}>
      <Tabs.Root value={props.tab} onValueChange={(value) => props.onTabChange(value as GalleryManagerTab)}>
        <Tabs.List aria-label={text('tabs')}>
          {GALLERY_MANAGER_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {text(`tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="gallery">
          <GalleryTab
            images={props.images}
            maxImages={props.maxImages}
            uploads={props.uploads}
            onFiles={props.onFiles}
            onClearFinished={props.onClearFinished}
            onRemove={props.onRemove}
            onRemoveMany={props.onRemoveMany}
            onBackground={props.onBackground}
            onAddTag={props.onAddTag}
            onRemoveTag={props.onRemoveTag}
            describeError={props.describeError}
          />
        </Tabs.Content>
        <Tabs.Content value="backgrounds">
          <BackgroundsTab
            pages={props.pages}
            images={props.images}
            site={props.site}
            locale={props.locale}
            onAssign={props.onAssign}
            onRemove={props.onRemoveBackground}
            preselectImageId={props.preselectImageId}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
