import { createFileRoute } from '@tanstack/react-router';
import { loadAdminWedding, WeddingDetailScreen } from '@wedding/admin';

export const Route = createFileRoute('/admin/weddings/$weddingId')({
  loader: ({ context, params }) =>
    context.isStaff ? loadAdminWedding(context.queryClient, context.api, params.weddingId) : undefined,
  component: function Wedding() {
    return <WeddingDetailScreen weddingId={Route.useParams().weddingId} />;
  },
});
