import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import type { RegisterRequest } from '@wedding/core';
import { useApi, useNavigation } from '@wedding/dashboard';
import { useToast } from '@wedding/ui';
import { adminKeys } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { NewCustomerView } from './NewCustomerView';

export function NewCustomerScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const toast = useToast();
  const text = useAdminText('customers');
  const create = useMutation({
    mutationFn: (input: RegisterRequest) => api.admin.createCustomer(input),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast.success(text('new.created'));
      navigate(`/admin/customers/${data.id}`);
    },
  });
  return (
    <NewCustomerView
      onSubmit={(input) => create.mutate(input)}
      pending={create.isPending}
      errorKey={create.error ? errorMessageKey(create.error) : null}
    />
  );
}
