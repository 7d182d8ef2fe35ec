import { createFileRoute } from '@tanstack/react-router';
import { MessagesScreen, messagesSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../url-search';

export const Route = createFileRoute('/admin/messages')({
  validateSearch: messagesSearchSchema,
  component: function Messages() {
    return <MessagesScreen {...useUrlSearch(Route)} />;
  },
});
