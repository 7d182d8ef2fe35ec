import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/invite')({ component: InviteScreen });
