import { Button, Skeleton, SkeletonGroup } from '@wedding/ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
} from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import type { BrandPanelProps } from './BrandPanel';
import * as styles from './BrandPanel.css';

export type LoadBrandPanel = () => Promise<{ default: ComponentType<BrandPanelProps> }>;

/** The panel's own chunk (docs/requirements.md A2: loaded on demand). */
export const loadBrandPanel: LoadBrandPanel = () =>
  import('./BrandPanel').then((module) => ({ default: module.BrandPanel }));

export interface LazyBrandPanelProps extends BrandPanelProps {
  /** How the panel's code is fetched (default: its chunk). */
  load?: LoadBrandPanel;
  /** The Refresh Page action of the load-failure screen (default: reload the page). */
  onRefresh?: () => void;
}

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // The failure screen is the whole handling: a failed chunk load is not an application error to report.
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Load failure (docs/requirements.md A8): 'Failed to Load Customization Panel. …' with a Refresh Page button. */
export function BrandPanelLoadFailed({ onRefresh }: { onRefresh: () => void }) {
  const { message } = useStudioText();
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedTitle}>{message('brand.panelLoadFailed')}</p>
      <Button variant="primary" onPress={onRefresh}>
        {message('brand.refreshPage')}
      </Button>
    </div>
  );
}

/**
 * The brand panel, loaded on demand (its code is a chunk of its own): a skeleton while it loads, the spec's retry
 * screen when it cannot be loaded.
 */
export function LazyBrandPanel({ load = loadBrandPanel, onRefresh, ...props }: LazyBrandPanelProps) {
  const { t } = useStudioText();
  const Panel = useMemo(() => lazy(load), [load]);
  const refresh = onRefresh ?? (() => window.location.reload());
  return (
    <LoadBoundary fallback={<BrandPanelLoadFailed onRefresh={refresh} />}>
      <Suspense
        fallback={
          <SkeletonGroup label={t('brand.loading')}>
            <Skeleton shape="rect" height="24rem" />
          </SkeletonGroup>
        }
      >
        <Panel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
