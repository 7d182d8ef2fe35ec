import { Skeleton, SkeletonGroup } from '@wedding/ui';
import * as styles from './PageLoading.css';

/** Shown while a page's data is on its way (after a short delay, so fast pages never flash it). */
export function PageLoading() {
  return (
    <div className={styles.root}>
      <SkeletonGroup>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="rect" height="8rem" />
        <Skeleton shape="rect" height="8rem" />
      </SkeletonGroup>
    </div>
  );
}
