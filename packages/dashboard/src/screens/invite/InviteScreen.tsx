import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, routeUrl } from '@wedding/api-client';
import { apiContract, translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useApi } from '../../app/api-context';
import { AccessCodeEditor } from '../../components/AccessCodeDialog/AccessCodeEditor';
import { failureMessageKey } from '../../components/failure-message';
import { useCurrentWedding } from '../../data/current-wedding';
import { queryKeys } from '../../data/query-keys';
import { useRegenerateAccessCode } from '../../data/use-access-code';
import { useSlugAvailability } from '../../data/use-slug-availability';
import { patchCachedWedding } from '../../data/wedding-cache';
import { useDashboardText } from '../../i18n/dashboard-text';
import { InviteView } from './InviteView';

/** '/dashboard/wedding/invite': the site's address, its access code, status and tips. */
export function InviteScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const wedding = useCurrentWedding();
  const text = useDashboardText('invite');
  const locale = useUiLocale();
  const toast = useToast();
  const [slugInput, setSlugInput] = useState(wedding.slug);
  const availability = useSlugAvailability(slugInput, wedding.slug);
  const [editingCode, setEditingCode] = useState(false);
  const regenerate = useRegenerateAccessCode(wedding.id);
  const saveSlug = useMutation({
    mutationFn: (slug: string) => api.weddings.updateSlug(wedding.id, slug),
    onSuccess: ({ slug }) => {
      patchCachedWedding(queryClient, wedding.id, { slug });
      setSlugInput(slug);
      toast.success(text('slug.saved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'slugTaken') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.slugChecks });
      }
      toast.error(translate(failureMessageKey(error, 'urlUpdateError'), locale));
    },
  });
  const saveCustomDomain = useMutation({
    mutationFn: (customDomain: string | null) => api.weddings.updateCustomDomain(wedding.id, customDomain),
    onSuccess: ({ customDomain }) => {
      patchCachedWedding(queryClient, wedding.id, { customDomain });
      toast.success(text(customDomain ? 'domain.saved' : 'domain.removed'));
    },
  });
  return (
    <>
      <InviteView
        wedding={wedding}
        origin={typeof location === 'undefined' ? '' : location.origin}
        slugInput={slugInput}
        onSlugInputChange={setSlugInput}
        slugAvailability={availability}
        onSaveSlug={(slug) => saveSlug.mutate(slug)}
        savingSlug={saveSlug.isPending}
        onSaveCustomDomain={(customDomain) =>
          saveCustomDomain.mutateAsync(customDomain).then(
            () => null,
            (error: unknown) => failureMessageKey(error, 'saveError'),
          )
        }
        savingCustomDomain={saveCustomDomain.isPending}
        siteQrCodeUrl={routeUrl(apiContract.print.siteQrCode, { params: { weddingId: wedding.id } })}
        onEditAccessCode={() => setEditingCode(true)}
        regenerating={regenerate.isPending}
        onRegenerateAccessCode={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => toast.success(text('code.regenerated')),
            onError: (error) => toast.error(translate(failureMessageKey(error, 'codeGenerateError'), locale)),
          })
        }
      />
      <AccessCodeEditor open={editingCode} onOpenChange={setEditingCode} />
    </>
  );
}
