import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@wedding/dashboard';

/** docs/requirements.md A2: the profile, reached from the user block. */
export const Route = createFileRoute('/dashboard/_shell/profile')({ component: ProfileScreen });
