import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { translate, type UserRole } from '@wedding/core';
import { failureMessageKey, useApi, useSession } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import { adminKeys, adminQueries } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { CustomerDetailView } from './CustomerDetailView';

export const customerAuditQuery = (customerId: string) => ({ customerId, limit: 50 });

export function CustomerDetailScreen({ customerId }: { customerId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const text = useAdminText('customers');
  const locale = useUiLocale();
  const toast = useToast();
  const { data: customer } = useSuspenseQuery(adminQueries.customer(api, customerId));
  const { data: audit } = useSuspenseQuery(adminQueries.audit(api, customerAuditQuery(customerId)));
  const changeRole = useMutation({
    mutationFn: (role: UserRole) => api.admin.updateRole(customerId, role),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast.success(text('role.saved'));
    },
    onError: (error) => toast.error(translate(failureMessageKey(error, 'saveError'), locale)),
  });
  const sendPasswordReset = useMutation({
    mutationFn: () => api.staff.sendCustomerPasswordReset({ params: { customerId }, body: {} }),
    onSuccess: ({ sentTo }) => toast.success(text('reset.sent', { address: sentTo })),
  });
  return (
    <CustomerDetailView
      customer={customer}
      audit={audit.data}
      canChangeRole={user?.role === 'superadmin' && user.id !== customer.id}
      onRoleChange={(role) => changeRole.mutate(role)}
      roleSaving={changeRole.isPending}
      onSendPasswordReset={async () => {
        await sendPasswordReset.mutateAsync();
      }}
    />
  );
}
