import type { AccommodationPayload, AccommodationView } from '@wedding/core';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, PlusIcon, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { CardActions } from '../../components/CardActions/CardActions';
import * as list from '../../components/card-list.css';
import { failureText } from '../../components/failure-message';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ExternalLinkIcon, HomeIcon } from '../../shell/nav-icons';
import { AccommodationDialog } from './AccommodationDialog';

export interface AccommodationsPanelProps {
  accommodations: readonly AccommodationView[];
  onSave: (values: AccommodationPayload, accommodationId: string | null) => Promise<void>;
  onDelete: (accommodation: AccommodationView) => Promise<void>;
}

type Editing = { accommodation: AccommodationView | null } | null;

/** The places to stay the couple recommends: cards with edit and delete (confirmed), an empty state, add. */
export function AccommodationsPanel({ accommodations, onSave, onDelete }: AccommodationsPanelProps) {
  const text = useDashboardText('content');
  const locale = useUiLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AccommodationView | null>(null);
  const addButton = (
    <Button icon={<PlusIcon />} onPress={() => setEditing({ accommodation: null })}>
      {text('acc.add')}
    </Button>
  );
  const typeLabel = (type: string) => {
    const key = `acc.type.${type}` as Parameters<typeof text>[0];
    const label = text(key);
    return label === key ? type : label;
  };
  const amenityLabel = (amenity: string) => {
    const key = `amenity.${amenity}` as Parameters<typeof text>[0];
    const label = text(key);
    return label === key ? amenity : label;
  };
  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('acc.intro')}</p>
      {accommodations.length === 0 ? (
        <EmptyState
          icon={<HomeIcon />}
          title={text('acc.empty.title')}
          description={text('acc.empty.description')}
          action={addButton}
          headingLevel={2}
        />
      ) : (
        <>
          <div className={list.toolbar}>{addButton}</div>
          <ul className={list.cardGrid}>
            {accommodations.map((accommodation) => (
              <li key={accommodation.id}>
                <article className={list.itemCard} aria-labelledby={`acc-${accommodation.id}`}>
                  <div className={list.itemMeta}>
                    <Badge tone="secondary">{typeLabel(accommodation.type)}</Badge>
                    {accommodation.priceRange ? (
                      <Badge tone="neutral">{accommodation.priceRange}</Badge>
                    ) : null}
                    {accommodation.distance ? <Badge tone="neutral">{accommodation.distance}</Badge> : null}
                  </div>
                  <h2 id={`acc-${accommodation.id}`} className={list.itemTitle}>
                    {accommodation.name}
                  </h2>
                  <p className={list.itemText}>{accommodation.address}</p>
                  {accommodation.specialRate ? (
                    <p className={list.itemText}>{accommodation.specialRate}</p>
                  ) : null}
                  {accommodation.phone ? <p className={list.itemText}>{accommodation.phone}</p> : null}
                  {accommodation.amenities.length > 0 ? (
                    <p className={list.itemText}>{accommodation.amenities.map(amenityLabel).join(' · ')}</p>
                  ) : null}
                  {accommodation.website ? (
                    <a
                      className={list.link}
                      href={accommodation.website}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <ExternalLinkIcon aria-hidden="true" /> {text('acc.website')}
                    </a>
                  ) : null}
                  <CardActions
                    editLabel={text('acc.edit')}
                    editNamedLabel={text('acc.editNamed', { name: accommodation.name })}
                    deleteLabel={text('acc.delete')}
                    deleteNamedLabel={text('acc.deleteNamed', { name: accommodation.name })}
                    onEdit={() => setEditing({ accommodation })}
                    onDelete={() => setDeleting(accommodation)}
                  />
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog.Root open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <AccommodationDialog
            key={editing.accommodation?.id ?? 'new'}
            accommodation={editing.accommodation}
            onClose={() => setEditing(null)}
            onSave={(values) => onSave(values, editing.accommodation?.id ?? null)}
          />
        ) : null}
      </Dialog.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text('acc.confirm.title')}
        description={text('acc.confirm.description', { name: deleting?.name ?? '' })}
        confirmLabel={text('acc.delete')}
        cancelLabel={text('cancel')}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
        describeError={(error) => failureText(error, 'errorOccurred', locale)}
      />
    </div>
  );
}
