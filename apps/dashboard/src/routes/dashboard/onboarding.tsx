import { createFileRoute, redirect } from '@tanstack/react-router';
import { OnboardingScreen, weddingsQuery } from '@wedding/dashboard';

/** A couple with a wedding has nothing to set up: they go to its overview. */
export const Route = createFileRoute('/dashboard/onboarding')({
  beforeLoad: async ({ context }) => {
    const weddings = await context.queryClient.ensureQueryData(weddingsQuery(context.api));
    if (weddings.length > 0) throw redirect({ to: '/dashboard/wedding' });
  },
  component: function Onboarding() {
    return <OnboardingScreen />;
  },
});
