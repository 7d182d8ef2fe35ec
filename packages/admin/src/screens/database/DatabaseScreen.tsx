import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi, useSession } from '@wedding/dashboard';
import { adminQueries } from '../../data/admin-queries';
import { DatabaseView } from './DatabaseView';

export function DatabaseScreen() {
  const api = useApi();
  const { user } = useSession();
  const { data } = useSuspenseQuery(adminQueries.database(api));
  return (
    <DatabaseView
      database={data}
      backupHref={api.admin.backupHref()}
      canBackup={user?.role === 'superadmin'}
    />
  );
}
