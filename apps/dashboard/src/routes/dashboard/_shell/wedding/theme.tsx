import { createFileRoute } from '@tanstack/react-router';
import { loadDesignLocale, loadTheme, ThemeScreen } from '@wedding/dashboard';
import { z } from 'zod';
import { openTextArea } from '../../../../app-locale';

/** `?monitor=true`: the performance tab (theme timing samples, sent to the analytics endpoint). */
const themeSearchSchema = z.object({ monitor: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/dashboard/_shell/wedding/theme')({
  beforeLoad: () => openTextArea(loadDesignLocale),
  validateSearch: themeSearchSchema,
  loader: ({ context }) =>
    loadTheme(context.queryClient, context.api, context.weddingId, context.initialLocale),
  component: function Theme() {
    const { monitor } = Route.useSearch();
    return <ThemeScreen monitor={monitor === true} />;
  },
});
