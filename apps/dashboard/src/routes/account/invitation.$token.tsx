import { createFileRoute } from '@tanstack/react-router';
import { InvitationScreen } from '@wedding/dashboard';

/** A member invitation link, opened by the invited person on their own device (signed in or not). */
export const Route = createFileRoute('/account/invitation/$token')({
  component: function Invitation() {
    return <InvitationScreen token={Route.useParams().token} />;
  },
});
