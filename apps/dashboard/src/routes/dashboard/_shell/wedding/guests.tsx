import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_GUEST_LIST_QUERY, guestListSearchSchema } from '@wedding/core';
import { GuestListScreen, loadGuestList, loadGuestsLocale } from '@wedding/guests';
import { openTextArea } from '../../../../app-locale';

/**
 * docs/requirements.md B2: the list state lives in the URL (search, priority, status, category, side, rsvpStatus, page,
 * limit), so a reload and back/forward restore the exact view. Each change is a history entry.
 */
export const Route = createFileRoute('/dashboard/_shell/wedding/guests')({
  validateSearch: guestListSearchSchema,
  // A fresh list has a clean URL: the defaults (no search, page 1, 50 per page) are left out.
  search: { middlewares: [stripSearchParams({ ...DEFAULT_GUEST_LIST_QUERY })] },
  beforeLoad: () => openTextArea(loadGuestsLocale),
  loader: ({ context }) => loadGuestList(context.queryClient, context.api, context.weddingId),
  component: function Guests() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <GuestListScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
