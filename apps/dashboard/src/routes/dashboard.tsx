import { createFileRoute, redirect } from '@tanstack/react-router';
import { loginPath, meQuery } from '@wedding/dashboard';

/** Every /dashboard page needs a signed-in user; a visitor is sent to the login and brought back afterwards. */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ href: loginPath(location.href) });
    return { user };
  },
});
