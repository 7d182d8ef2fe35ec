import { createFileRoute } from '@tanstack/react-router';
import { loadMail, MailScreen, mailSearchSchema } from '@wedding/dashboard';
import { useUrlSearch } from '../../../../url-search';

/**
 * `?kind=saveTheDate` presets the message (the invite screen's link), `?households=<ids>` carries the households
 * chosen on the outreach screen, `?status=` and `?page=` are the outbox's view, so a reload keeps it.
 */
export const Route = createFileRoute('/dashboard/_shell/wedding/mail')({
  validateSearch: mailSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page, status: search.status }),
  loader: ({ context, deps }) => loadMail(context.queryClient, context.api, context.weddingId, deps),
  component: function Mail() {
    const { search, onSearchChange } = useUrlSearch(Route);
    return <MailScreen search={search} onSearchChange={onSearchChange} />;
  },
});
