import { createFileRoute } from '@tanstack/react-router';
import { MessagesScreen, messagesSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

/** Spec B 2's customer messages: the same inbox, reached from the customers (narrowed by `?customerId`). */
export const Route = createFileRoute('/admin/customers/messages')({
  validateSearch: messagesSearchSchema,
  component: function CustomerMessages() {
    return <MessagesScreen {...useUrlSearch(Route)} />;
  },
});
