import { type Breadcrumb as BreadcrumbItem, breadcrumbsFromPath } from '@wedding/core';
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ChevronRightIcon } from '../../icons/icons';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /**
   * The current path; crumbs follow @wedding/core's rule (docs/requirements.md A2: first segment 'dashboard').
   */
  path?: string;
  /** Explicit crumbs, e.g. admin breadcrumbs; wins over `path`. */
  items?: readonly BreadcrumbItem[];
  /** First segment the path must start with ('dashboard', or 'admin' for the admin shell). */
  root?: string;
}

export function Breadcrumbs({ path = '', items, root }: BreadcrumbsProps) {
  const { t } = useUiStrings();
  const crumbs = items ?? breadcrumbsFromPath(path, root);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <AriaBreadcrumbs className={styles.list} items={crumbs.map((crumb) => ({ ...crumb, id: crumb.href }))}>
        {(crumb) => (
          <Breadcrumb className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link className={styles.link} href={crumb.href}>
                  {crumb.label}
                </Link>
                {isCurrent ? null : <ChevronRightIcon />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
