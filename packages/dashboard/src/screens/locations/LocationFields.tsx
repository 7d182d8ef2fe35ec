import { LOCATION_LIMITS, type LocationFields as LocationFieldValues } from '@wedding/core';
import type { Control, FieldValues } from 'react-hook-form';
import * as list from '../../components/card-list.css';
import { FormTextArea } from '../../components/form/FormTextArea';
import { FormTextField } from '../../components/form/FormTextField';
import { useDashboardText } from '../../i18n/dashboard-text';

/**
 * A location's fields (docs/requirements.md B5), bound to a form whose values include them: the couple's location
 * dialog and the admin's new-location page use the same fields, limits and labels.
 */
export function LocationFields<Values extends LocationFieldValues>({
  control: formControl,
}: {
  control: Control<Values, unknown, FieldValues>;
}) {
  const text = useDashboardText('locations');
  // The fields are the same whatever else the form holds; react-hook-form cannot narrow a generic form's paths.
  const control = formControl as unknown as Control<LocationFieldValues, unknown, FieldValues>;
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label={text('field.name')}
        maxLength={LOCATION_LIMITS.name}
        isRequired
      />
      <FormTextField
        control={control}
        name="address"
        label={text('field.address')}
        maxLength={LOCATION_LIMITS.address}
        autoComplete="street-address"
        isRequired
      />
      <div className={list.fieldRow}>
        <FormTextField
          control={control}
          name="postalCode"
          label={text('field.postalCode')}
          maxLength={LOCATION_LIMITS.postalCode}
          autoComplete="postal-code"
          isRequired
        />
        <FormTextField
          control={control}
          name="city"
          label={text('field.city')}
          maxLength={LOCATION_LIMITS.city}
          autoComplete="address-level2"
          isRequired
        />
      </div>
      <FormTextField
        control={control}
        name="country"
        label={text('field.country')}
        maxLength={LOCATION_LIMITS.country}
        autoComplete="country-name"
        isRequired
      />
      <FormTextField
        control={control}
        name="googleMapsUrl"
        label={text('field.googleMapsUrl')}
        description={text('field.googleMapsUrlHint')}
        type="url"
        inputMode="url"
      />
      <FormTextArea
        control={control}
        name="description"
        label={text('field.description')}
        maxLength={LOCATION_LIMITS.description}
        rows={3}
      />
      <FormTextArea
        control={control}
        name="parkingInfo"
        label={text('field.parkingInfo')}
        maxLength={LOCATION_LIMITS.parkingInfo}
        rows={2}
      />
    </>
  );
}
