import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/_shell/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/wedding', replace: true });
  },
});
