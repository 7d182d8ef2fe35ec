import { createFileRoute } from '@tanstack/react-router';
import { MessagesScreen, messagesSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

/**
 * The customer messages of docs/requirements.md B2: the same inbox, reached from the customers (narrowed by
 * `?customerId`).
 */
export const Route = createFileRoute('/admin/customers/messages')({
  validateSearch: messagesSearchSchema,
  component: function CustomerMessages() {
    return <MessagesScreen {...useUrlSearch(Route)} />;
  },
});
