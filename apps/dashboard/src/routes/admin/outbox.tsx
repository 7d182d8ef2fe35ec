import { createFileRoute } from '@tanstack/react-router';
import { OutboxScreen, outboxSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../url-search';

export const Route = createFileRoute('/admin/outbox')({
  validateSearch: outboxSearchSchema,
  component: function Outbox() {
    return <OutboxScreen {...useUrlSearch(Route)} />;
  },
});
