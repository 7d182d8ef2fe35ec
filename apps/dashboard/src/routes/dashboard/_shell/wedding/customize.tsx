import { createFileRoute } from '@tanstack/react-router';
import { CustomizeScreen, loadCustomize, loadDesignLocale } from '@wedding/dashboard';
import { openTextArea } from '../../../../app-locale';

export const Route = createFileRoute('/dashboard/_shell/wedding/customize')({
  beforeLoad: () => openTextArea(loadDesignLocale),
  loader: ({ context }) => loadCustomize(context.queryClient, context.api, context.weddingId),
  component: CustomizeScreen,
});
