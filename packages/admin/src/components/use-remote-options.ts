import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { useApi, useDebouncedValue } from '@wedding/dashboard';
import type { ComboBoxOption } from '@wedding/ui';
import { useState } from 'react';
import { adminQueries } from '../data/admin-queries';

const PICKER_RESULTS = 20;

type OptionSource = (
  api: ApiClient,
  search: string,
) => {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<ComboBoxOption[]>;
};

/**
 * A picker's state over a long server list: what is typed is searched on the server (after a pause); the chosen
 * entry stays among the options once its label fills the field (that label is not searched again).
 */
function useRemoteOptions(source: OptionSource) {
  const api = useApi();
  const [inputValue, setInputValue] = useState('');
  const [chosen, setChosen] = useState<ComboBoxOption | null>(null);
  const typed = chosen && inputValue === chosen.label ? '' : inputValue;
  const search = useDebouncedValue(typed, 250);
  const { data = [] } = useQuery(source(api, search));
  const options = chosen && !data.some((option) => option.id === chosen.id) ? [chosen, ...data] : data;
  return {
    inputValue,
    setInputValue,
    options,
    selectedId: chosen?.id ?? null,
    select: (id: string | null) => {
      const option = options.find((candidate) => candidate.id === id) ?? null;
      setChosen(option);
      // Text and choice are both controlled, so react-aria leaves the text to us: the chosen label fills the field.
      if (option) setInputValue(option.label);
    },
  };
}

const customerOptions: OptionSource = (api, search) => {
  const options = adminQueries.customers(api, { search, limit: PICKER_RESULTS });
  return {
    queryKey: [...options.queryKey, 'options'],
    queryFn: async ({ signal }) =>
      (await api.admin.customers({ search, limit: PICKER_RESULTS }, signal)).data.map((customer) => ({
        id: customer.id,
        label: customer.name ? `${customer.username} · ${customer.name}` : customer.username,
      })),
  };
};

const weddingOptions: OptionSource = (api, search) => {
  const options = adminQueries.weddings(api, { search, limit: PICKER_RESULTS });
  return {
    queryKey: [...options.queryKey, 'options'],
    queryFn: async ({ signal }) =>
      (await api.admin.weddings({ search, limit: PICKER_RESULTS }, signal)).data.map((wedding) => ({
        id: wedding.id,
        label: `${wedding.brideName} & ${wedding.groomName} · ${wedding.slug}`,
      })),
  };
};

/** Customers matching what is typed ("username · name"). */
export const useCustomerOptions = () => useRemoteOptions(customerOptions);

/** Weddings matching what is typed ("Anna & Ben · anna-und-ben"). */
export const useWeddingOptions = () => useRemoteOptions(weddingOptions);

export type RemoteOptions = ReturnType<typeof useRemoteOptions>;
