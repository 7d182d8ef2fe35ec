import {
  LOCATION_TYPES,
  type LocationPayload,
  type LocationType,
  type LocationView,
  translate,
} from '@wedding/core';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, PlusIcon, Tabs, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { CardActions } from '../../components/CardActions/CardActions';
import * as list from '../../components/card-list.css';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ExternalLinkIcon, MapPinIcon } from '../../shell/nav-icons';
import { LocationDialog } from './LocationDialog';

export interface LocationsViewProps {
  locations: readonly LocationView[];
  /** The tab shown first. */
  initialType?: LocationType;
  /** Saves a new (locationId null) or changed location; rejects when it failed (the dialog stays open). */
  onSave: (values: LocationPayload, locationId: string | null) => Promise<void>;
  /** Deletes after the confirmation; rejects when it failed. */
  onDelete: (location: LocationView) => Promise<void>;
}

type Editing = { location: LocationView | null; type: LocationType } | null;

/**
 * Locations (docs/requirements.md A2 and B5): one tab per kind (ceremony, reception, party, accommodation), each with
 * an add button, an empty state, and cards with edit and delete (delete asks first).
 */
export function LocationsView({ locations, initialType = 'ceremony', onSave, onDelete }: LocationsViewProps) {
  const text = useDashboardText('locations');
  const locale = useUiLocale();
  const [tab, setTab] = useState<LocationType>(initialType);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LocationView | null>(null);
  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('intro')}</p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as LocationType)}>
        <Tabs.List aria-label={text('tabs.label')}>
          {LOCATION_TYPES.map((type) => {
            const count = locations.filter((location) => location.type === type).length;
            return (
              <Tabs.Trigger key={type} value={type}>
                {text(`type.${type}`)}
                {count > 0 ? <Badge tone="neutral">{count}</Badge> : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {LOCATION_TYPES.map((type) => {
          const ofType = locations.filter((location) => location.type === type);
          const addButton = (
            <Button icon={<PlusIcon />} onPress={() => setEditing({ location: null, type })}>
              {text('add')}
            </Button>
          );
          return (
            <Tabs.Content key={type} value={type}>
              {ofType.length === 0 ? (
                <EmptyState
                  icon={<MapPinIcon />}
                  title={text('empty.title')}
                  description={text('empty.description')}
                  action={addButton}
                  headingLevel={2}
                />
              ) : (
                <>
                  <div className={list.toolbar}>{addButton}</div>
                  <ul className={list.cardGrid}>
                    {ofType.map((location) => (
                      <li key={location.id}>
                        <LocationCard
                          location={location}
                          onEdit={() => setEditing({ location, type })}
                          onDelete={() => setDeleting(location)}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <Dialog.Root open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <LocationDialog
            key={editing.location?.id ?? `new-${editing.type}`}
            location={editing.location}
            type={editing.type}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            onSave={(values) => onSave(values, editing.location?.id ?? null)}
          />
        ) : null}
      </Dialog.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text('confirm.title')}
        description={text('confirm.description', { name: deleting?.name ?? '' })}
        confirmLabel={text('delete')}
        cancelLabel={text('cancel')}
        onConfirm={async () => {
          if (!deleting) return;
          await onDelete(deleting);
        }}
        describeError={() => translate('location.deleteFailed', locale)}
      />
    </div>
  );
}

function LocationCard({
  location,
  onEdit,
  onDelete,
}: {
  location: LocationView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const text = useDashboardText('locations');
  return (
    <article className={list.itemCard} aria-labelledby={`location-${location.id}`}>
      <h2 id={`location-${location.id}`} className={list.itemTitle}>
        {location.name}
      </h2>
      <address className={list.itemText} style={{ fontStyle: 'normal' }}>
        {location.address}
        <br />
        {location.postalCode} {location.city}
        <br />
        {location.country}
      </address>
      {location.description ? <p className={list.itemText}>{location.description}</p> : null}
      {location.parkingInfo ? (
        <p className={list.itemText}>
          <strong>{text('parking')}:</strong> {location.parkingInfo}
        </p>
      ) : null}
      {location.googleMapsUrl ? (
        <a className={list.link} href={location.googleMapsUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon aria-hidden="true" /> {text('map')}
        </a>
      ) : null}
      <CardActions
        editLabel={text('edit')}
        editNamedLabel={text('editNamed', { name: location.name })}
        deleteLabel={text('delete')}
        deleteNamedLabel={text('deleteNamed', { name: location.name })}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </article>
  );
}
