import { createFileRoute } from '@tanstack/react-router';
import { loadGuestsLocale, loadRsvpDesk, RsvpDeskScreen } from '@wedding/guests';
import { openTextArea } from '../../../../app-locale';

export const Route = createFileRoute('/dashboard/_shell/wedding/rsvp')({
  beforeLoad: () => openTextArea(loadGuestsLocale),
  loader: ({ context }) => loadRsvpDesk(context.queryClient, context.api, context.weddingId),
  component: RsvpDeskScreen,
});
