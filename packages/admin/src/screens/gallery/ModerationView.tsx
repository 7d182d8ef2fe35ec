import type { AdminImageRow, MessageKey } from '@wedding/core';
import { translate } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Button, Dialog, EmptyState, Pagination, SearchField, TextArea, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import type { AdminPage } from '../../components/AdminList';
import { useSettledInput } from '../../components/use-settled-input';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './gallery.css';
import type { GallerySearch } from './gallery-search';

export interface ModerationViewProps {
  search: GallerySearch;
  onSearchChange: (patch: Partial<GallerySearch>) => void;
  page: AdminPage<AdminImageRow> | undefined;
  /** A page is being asked for (the previous one stays on screen meanwhile). */
  loading?: boolean;
  onRemove: (image: AdminImageRow, reason: string) => void;
  removingId?: string | null;
  /** Why the last removal failed, shown in the open dialog. */
  removeErrorKey?: MessageKey | null;
  /** The image whose removal is being confirmed (the dialog is open while set). */
  confirming: AdminImageRow | null;
  onConfirmingChange: (image: AdminImageRow | null) => void;
}

const REASON_MAX = 500;

/** '/admin/gallery': every wedding's images; removing one needs a reason, which the audit log keeps. */
export function ModerationView({
  search,
  onSearchChange,
  page,
  loading,
  onRemove,
  removingId,
  removeErrorKey,
  confirming,
  onConfirmingChange,
}: ModerationViewProps) {
  const text = useAdminText('gallery');
  const locale = useUiLocale();
  const [typed, setTyped] = useSettledInput(search.search, (value) =>
    onSearchChange({ search: value, page: 1 }),
  );
  const [reason, setReason] = useState('');
  const count = page ? new Intl.NumberFormat(locale).format(page.total) : '';
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <SearchField label={text('searchLabel')} value={typed} onChange={setTyped} />
      </div>
      <p className={styles.muted} aria-live="polite" aria-busy={loading || undefined}>
        {page ? text('count', { count }) : text('loading')}
      </p>
      {page && page.data.length === 0 ? (
        <EmptyState title={text('empty')} headingLevel={2} />
      ) : (
        <ul className={styles.grid} aria-label={text('gridLabel')}>
          {page?.data.map((image) => (
            <li key={image.id} className={styles.tile}>
              <img
                className={styles.thumb}
                src={image.thumbnailUrl ?? image.url}
                alt={image.caption ?? text('imageOf', { slug: image.wedding.slug })}
                loading="lazy"
              />
              <div className={styles.tileBody}>
                <AppLink href={`/admin/weddings/${image.wedding.id}`} className={styles.link}>
                  {image.wedding.slug}
                </AppLink>
                {image.caption ? <span className={styles.muted}>{image.caption}</span> : null}
                <Button
                  variant="danger"
                  size="sm"
                  isPending={removingId === image.id}
                  onPress={() => {
                    setReason('');
                    onConfirmingChange(image);
                  }}
                >
                  {text('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page ? (
        <Pagination
          page={page.page}
          totalPages={page.totalPages}
          onPageChange={(next) => onSearchChange({ page: next })}
        />
      ) : null}
      <Dialog.Root
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : onConfirmingChange(null))}
      >
        {confirming ? (
          <Dialog.Content
            title={text('removeTitle')}
            description={text('removeText', { slug: confirming.wedding.slug })}
          >
            <form
              className={styles.stack}
              onSubmit={(event) => {
                event.preventDefault();
                if (reason.trim() !== '') onRemove(confirming, reason.trim());
              }}
            >
              <TextArea
                label={text('reason')}
                description={text('reasonHint')}
                maxLength={REASON_MAX}
                value={reason}
                onChange={setReason}
                isRequired
              />
              {removeErrorKey ? (
                <p role="alert" className={styles.alert}>
                  {translate(removeErrorKey, locale)}
                </p>
              ) : null}
              <Dialog.Footer>
                <Button
                  variant="ghost"
                  onPress={() => onConfirmingChange(null)}
                  isDisabled={removingId !== null && removingId !== undefined}
                >
                  {text('cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="danger"
                  isDisabled={reason.trim() === ''}
                  isPending={removingId === confirming.id}
                >
                  {text('removeConfirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </div>
  );
}
