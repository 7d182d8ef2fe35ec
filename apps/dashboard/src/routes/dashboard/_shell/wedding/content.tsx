import { createFileRoute } from '@tanstack/react-router';
import { LOCALES } from '@wedding/core';
import { CONTENT_TABS, ContentScreen, loadContent, loadDesignLocale } from '@wedding/dashboard';
import { z } from 'zod';
import { openTextArea } from '../../../../app-locale';

/** `?tab=accommodations&lang=en`: the tab and the language being written stay in the address. */
const contentSearchSchema = z.object({
  tab: z.enum(CONTENT_TABS).optional().catch(undefined),
  lang: z.enum(LOCALES).optional().catch(undefined),
});

export const Route = createFileRoute('/dashboard/_shell/wedding/content')({
  beforeLoad: () => openTextArea(loadDesignLocale),
  validateSearch: contentSearchSchema,
  loader: ({ context }) => loadContent(context.queryClient, context.api, context.weddingId),
  component: function Content() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ContentScreen
        tab={search.tab}
        writingLocale={search.lang}
        onLocationChange={({ tab, lang }) => void navigate({ search: { tab, lang }, replace: true })}
      />
    );
  },
});
