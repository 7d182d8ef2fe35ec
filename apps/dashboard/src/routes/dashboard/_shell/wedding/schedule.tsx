import { createFileRoute } from '@tanstack/react-router';
import { LOCALES } from '@wedding/core';
import { loadSchedule, ScheduleScreen } from '@wedding/dashboard';
import { z } from 'zod';

/** `?lang=en`: the language of the titles being written stays in the address. */
const scheduleSearchSchema = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) });

export const Route = createFileRoute('/dashboard/_shell/wedding/schedule')({
  validateSearch: scheduleSearchSchema,
  loader: ({ context }) => loadSchedule(context.queryClient, context.api, context.weddingId),
  component: function Schedule() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ScheduleScreen
        writingLocale={search.lang}
        onWritingLocaleChange={(lang) => void navigate({ search: { lang }, replace: true })}
      />
    );
  },
});
