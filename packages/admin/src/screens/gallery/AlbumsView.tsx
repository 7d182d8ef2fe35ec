import type { AdminAlbum } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { EmptyState, Pagination, SearchField, useUiLocale } from '@wedding/ui';
import type { AdminPage } from '../../components/AdminList';
import { useSettledInput } from '../../components/use-settled-input';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './gallery.css';
import type { GallerySearch } from './gallery-search';

export interface AlbumsViewProps {
  search: GallerySearch;
  onSearchChange: (patch: Partial<GallerySearch>) => void;
  page: AdminPage<AdminAlbum> | undefined;
  /** A page is being asked for (the previous one stays on screen meanwhile). */
  loading?: boolean;
}

/** '/admin/gallery/albums': each wedding's gallery as an album (its count and newest images). */
export function AlbumsView({ search, onSearchChange, page, loading }: AlbumsViewProps) {
  const text = useAdminText('gallery');
  const locale = useUiLocale();
  const numbers = new Intl.NumberFormat(locale);
  const [typed, setTyped] = useSettledInput(search.search, (value) =>
    onSearchChange({ search: value, page: 1 }),
  );
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <SearchField label={text('albums.searchLabel')} value={typed} onChange={setTyped} />
      </div>
      <p className={styles.muted} aria-live="polite" aria-busy={loading || undefined}>
        {page ? text('albums.count', { count: numbers.format(page.total) }) : text('loading')}
      </p>
      {page && page.data.length === 0 ? (
        <EmptyState title={text('albums.empty')} headingLevel={2} />
      ) : (
        <ul className={styles.albums}>
          {page?.data.map((album) => (
            <li key={album.wedding.id} className={styles.albumCard}>
              <h2 className={styles.sectionTitle}>
                <AppLink href={`/admin/weddings/${album.wedding.id}`} className={styles.link}>
                  {`${album.wedding.brideName} & ${album.wedding.groomName}`}
                </AppLink>
              </h2>
              <p className={styles.muted}>
                {album.wedding.slug} · {text('albums.images', { count: numbers.format(album.count) })}
              </p>
              <ul className={styles.albumImages}>
                {album.images.map((image) => (
                  <li key={image.id}>
                    <img
                      className={styles.albumThumb}
                      src={image.thumbnailUrl ?? image.url}
                      alt={image.caption ?? text('imageOf', { slug: album.wedding.slug })}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
              <AppLink
                href={`/admin/gallery?search=${encodeURIComponent(album.wedding.slug)}`}
                className={styles.link}
              >
                {text('albums.moderate')}
              </AppLink>
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
    </div>
  );
}
