import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/account/_shell/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/settings', replace: true });
  },
});
