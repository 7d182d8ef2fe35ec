import { createFileRoute } from '@tanstack/react-router';
import { GiftsScreen, giftsSearchSchema, loadGifts } from '@wedding/dashboard';
import { useUrlSearch } from '../../../../url-search';

/** `?view=toThank` is the "still to thank" view; `?status=`, `?event=` and `?search=` filter the list (and exports). */
export const Route = createFileRoute('/dashboard/_shell/wedding/gifts')({
  validateSearch: giftsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadGifts(context.queryClient, context.api, context.weddingId, deps),
  component: function Gifts() {
    const { search, onSearchChange } = useUrlSearch(Route);
    return <GiftsScreen search={search} onSearchChange={onSearchChange} />;
  },
});
