import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen, auditSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../url-search';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: auditSearchSchema,
  component: function Audit() {
    return <AuditScreen {...useUrlSearch(Route)} />;
  },
});
