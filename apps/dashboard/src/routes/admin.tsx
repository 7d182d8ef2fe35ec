import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { AdminShell, loadAdminLocale } from '@wedding/admin';
import { isStaffRole } from '@wedding/core';
import { loginPath, meQuery } from '@wedding/dashboard';
import { openTextArea } from '../app-locale';

/**
 * docs/requirements.md B2: the admin area. A visitor signs in first; a signed-in non-staff user sees the not-allowed
 * screen (the shell decides) and the pages' loaders ask nothing of the API, which would refuse them anyway.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ href: loginPath(location.href) });
    await openTextArea(loadAdminLocale);
    return { isStaff: isStaffRole(user.role) };
  },
  component: function Admin() {
    // A detail page's loader names it (the couple, the customer): the header shows that, not the id in the path.
    const title = useMatches({
      select: (matches) => (matches.at(-1)?.loaderData as { title?: string } | undefined)?.title,
    });
    return (
      <AdminShell title={title}>
        <Outlet />
      </AdminShell>
    );
  },
});
