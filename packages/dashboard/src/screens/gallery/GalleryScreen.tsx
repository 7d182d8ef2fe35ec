import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { type GalleryImageView, pagesInUse } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { apiErrorText } from '../../data/api-error-text';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { designQueryKeys, galleryQuery, publicViewQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';
import { queryKeys } from '../../data/query-keys';
import { withPageBackground } from './background-draft';
import { type GalleryManagerTab, GalleryManagerView } from './GalleryManagerView';
import { useUploadQueue } from './use-upload-queue';

type GalleryAnswer = Awaited<ReturnType<ApiClient['gallery']['list']>>;

/**
 * '/dashboard/wedding/gallery' and '/dashboard/wedding/backgrounds': the gallery manager of a premium wedding
 * (uploads, tags, removal, page backgrounds, all through @wedding/api-client), else the upgrade prompt.
 */
export function GalleryScreen({ tab, image }: { tab: GalleryManagerTab; image?: string }) {
  const api = useApi();
  const weddingId = useCurrentWeddingId();
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const navigation = useNavigation();
  if (!wedding.isPremium) {
    return (
      <GalleryManagerView
        tab={tab}
        onTabChange={() => undefined}
        isPremium={false}
        images={[]}
        maxImages={0}
        pages={[]}
        site={null}
        locale="de"
        uploads={[]}
        onFiles={() => undefined}
        onClearFinished={() => undefined}
        onAddTag={async () => undefined}
        onRemoveTag={async () => undefined}
        onAssign={async () => undefined}
        onRemoveBackground={async () => undefined}
        describeError={() => ''}
      />
    );
  }
  return (
    <PremiumGallery
      tab={tab}
      preselectImageId={image}
      onTabChange={(next) =>
        navigation.navigate(
          next === 'gallery' ? '/dashboard/wedding/gallery' : '/dashboard/wedding/backgrounds',
        )
      }
    />
  );
}

function PremiumGallery({
  tab,
  preselectImageId,
  onTabChange,
}: {
  tab: GalleryManagerTab;
  preselectImageId?: string;
  onTabChange: (tab: GalleryManagerTab) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const toast = useToast();
  const navigation = useNavigation();
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const { data: gallery } = useSuspenseQuery(galleryQuery(api, weddingId));
  const { data: site } = useQuery(publicViewQuery(api, weddingId, wedding.slug, locale));
  const galleryKey = designQueryKeys.gallery(weddingId);
  const describeError = (error: unknown) => apiErrorText(error, locale, 'gallery.unknownError');

  const setImages = (update: (images: GalleryImageView[]) => GalleryImageView[]) =>
    queryClient.setQueryData<GalleryAnswer>(galleryKey, (current) => {
      if (!current) return current;
      const data = update(current.data);
      return { ...current, data, total: data.length };
    });
  const replaceImage = (updated: GalleryImageView) =>
    setImages((images) => images.map((entry) => (entry.id === updated.id ? updated : entry)));
  /** What guests see changed: the overview's counts and the previews follow. */
  const refreshSite = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.wedding(weddingId), exact: true }),
      queryClient.invalidateQueries({ queryKey: ['weddings', weddingId, 'public-view'] }),
    ]);

  const uploads = useUploadQueue({
    upload: async (file) => {
      const uploaded = await api.gallery.upload(weddingId, file, file.name);
      setImages((images) => [...images, uploaded]);
      void refreshSite();
    },
    imageCount: gallery.data.length,
    maxImages: gallery.maxImages,
    describeError,
    locale,
  });

  const remove = async (image: GalleryImageView) => {
    try {
      await api.gallery.remove(weddingId, image.id);
      setImages((images) => images.filter((entry) => entry.id !== image.id));
      void refreshSite();
    } catch (error) {
      toast.error(describeError(error));
      throw error;
    }
  };

  /** docs/requirements.md A4: assign and remove are optimistic and rolled back on failure. */
  const optimistic = async (
    change: (images: GalleryImageView[]) => GalleryImageView[],
    call: () => Promise<GalleryImageView>,
  ) => {
    await queryClient.cancelQueries({ queryKey: galleryKey });
    const before = queryClient.getQueryData<GalleryAnswer>(galleryKey);
    setImages(change);
    try {
      replaceImage(await call());
      void refreshSite();
    } catch (error) {
      queryClient.setQueryData(galleryKey, before);
      toast.error(describeError(error));
    }
  };

  return (
    <GalleryManagerView
      tab={tab}
      onTabChange={onTabChange}
      isPremium
      images={gallery.data}
      maxImages={gallery.maxImages}
      pages={pagesInUse(wedding.customization.features)}
      site={site ?? null}
      locale={locale}
      uploads={uploads.items}
      onFiles={uploads.add}
      onClearFinished={uploads.clearFinished}
      onRemove={remove}
      onRemoveMany={async (images) => {
        for (const image of images) await remove(image);
      }}
      onBackground={(image) =>
        navigation.navigate(`/dashboard/wedding/backgrounds?image=${encodeURIComponent(image.id)}`)
      }
      onAddTag={async (image, tag) => {
        replaceImage(await api.gallery.addTag(weddingId, image.id, tag));
      }}
      onRemoveTag={async (image, tag) => {
        replaceImage(await api.gallery.removeTag(weddingId, image.id, tag));
      }}
      onAssign={(page, request) =>
        optimistic(
          (images) =>
            withPageBackground(images, page, {
              imageId: request.imageId,
              request,
              weddingId,
              now: new Date().toISOString(),
            }),
          () => api.gallery.assignBackground(weddingId, request),
        )
      }
      onRemoveBackground={(page, imageId) =>
        optimistic(
          (images) => withPageBackground(images, page, null),
          () => api.gallery.removeBackground(weddingId, { imageId, page }),
        )
      }
      preselectImageId={preselectImageId}
      describeError={describeError}
    />
  );
}
