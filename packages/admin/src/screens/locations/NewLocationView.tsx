import {
  type AdminCreateLocationInput,
  adminCreateLocationSchema,
  LOCATION_TYPES,
  type MessageKey,
  translate,
} from '@wedding/core';
import { LocationFields, useCoreForm, useDashboardText } from '@wedding/dashboard';
import { Button, Select, useUiLocale } from '@wedding/ui';
import { Controller } from 'react-hook-form';
import { RemotePicker } from '../../components/RemotePicker';
import type { RemoteOptions } from '../../components/use-remote-options';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from '../weddings/weddings.css';

export interface NewLocationViewProps {
  weddings: RemoteOptions;
  onSubmit: (input: AdminCreateLocationInput) => void;
  pending?: boolean;
  errorKey?: MessageKey | null;
}

/** '/admin/locations/new': a venue for any wedding, with the couple's location fields and rules. */
export function NewLocationView({ weddings, onSubmit, pending, errorKey }: NewLocationViewProps) {
  const text = useAdminText('locations');
  const kinds = useDashboardText('locations');
  const locale = useUiLocale();
  const form = useCoreForm(adminCreateLocationSchema, {
    defaultValues: {
      weddingId: '',
      type: 'ceremony',
      name: '',
      address: '',
      postalCode: '',
      city: '',
      country: '',
      googleMapsUrl: '',
      description: '',
      parkingInfo: '',
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <Controller
        control={form.control}
        name="weddingId"
        render={({ field, fieldState }) => (
          <RemotePicker
            label={text('new.wedding')}
            description={text('new.weddingHint')}
            errorMessage={fieldState.error?.message}
            options={weddings.options}
            inputValue={weddings.inputValue}
            onInputChange={weddings.setInputValue}
            selectedId={weddings.selectedId}
            onSelect={(id) => {
              weddings.select(id);
              field.onChange(id ?? '');
            }}
            emptyText={text('new.noWedding')}
            isRequired
          />
        )}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={text('new.type')}
            options={LOCATION_TYPES.map((type) => ({ id: type, label: kinds(`type.${type}`) }))}
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(key)}
          />
        )}
      />
      <LocationFields control={form.control} />
      {errorKey ? (
        <p role="alert" className={styles.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <Button type="submit" isPending={pending}>
        {text('new.submit')}
      </Button>
    </form>
  );
}
