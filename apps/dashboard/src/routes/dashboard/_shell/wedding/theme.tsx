import { createFileRoute } from '@tanstack/react-router';
import { loadTheme, ThemeScreen } from '@wedding/dashboard';
import { z } from 'zod';

/** `?monitor=true`: the performance tab (theme timing samples, sent to the analytics endpoint). */
const themeSearchSchema = z.object({ monitor: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/dashboard/_shell/wedding/theme')({
  validateSearch: themeSearchSchema,
  loader: ({ context }) =>
    loadTheme(context.queryClient, context.api, context.weddingId, context.initialLocale),
  component: function Theme() {
    const { monitor } = Route.useSearch();
    return <ThemeScreen monitor={monitor === true} />;
  },
});
