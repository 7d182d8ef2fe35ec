import { Button } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import * as styles from './Pagination.css';
import { pageWindow } from './page-window';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t, locale } = useUiStrings();
  const format = new Intl.NumberFormat(locale);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.page}
            aria-label={t('pagination.previous')}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their position
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                className={styles.page}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => onPageChange(item)}
              >
                {format.format(item)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.page}
            aria-label={t('pagination.next')}
            isDisabled={page >= totalPages}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
