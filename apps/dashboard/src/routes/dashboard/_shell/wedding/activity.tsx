import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen, activitySearchSchema, loadActivity } from '@wedding/dashboard';
import { useUrlSearch } from '../../../../url-search';

/** `?area=` and `?person=` filter the feed, `?page=` pages it, so a reload or a shared link keeps the view. */
export const Route = createFileRoute('/dashboard/_shell/wedding/activity')({
  validateSearch: activitySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadActivity(context.queryClient, context.api, context.weddingId, deps),
  component: function Activity() {
    const { search, onSearchChange } = useUrlSearch(Route);
    return <ActivityScreen search={search} onSearchChange={onSearchChange} />;
  },
});
