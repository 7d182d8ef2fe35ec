import { Button } from '@wedding/ui';
import { useStudioText } from '../../i18n/use-studio-text';
import type { ThemeStudioController } from '../../state/theme-studio-controller';
import { useStudioState } from '../../state/use-theme-studio';
import * as styles from './ThemeCustomizer.css';

/** Save state, undo and redo (Ctrl+Z, Ctrl+Shift+Z) and reset to the defaults (Ctrl+R). */
export function StudioToolbar({ controller }: { controller: ThemeStudioController }) {
  const { t } = useStudioText();
  const status = useStudioState(controller, (state) => state.status);
  const canUndo = useStudioState(controller, (state) => state.canUndo);
  const canRedo = useStudioState(controller, (state) => state.canRedo);
  return (
    <div className={styles.bar}>
      <p className={styles.statusText} role="status" data-status={status}>
        {t(`status.${status}`)}
      </p>
      <div className={styles.barActions}>
        <Button
          variant="outline"
          size="sm"
          isDisabled={!canUndo}
          onPress={() => controller.undo()}
          aria-keyshortcuts="Control+Z"
        >
          {t('history.undo')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          isDisabled={!canRedo}
          onPress={() => controller.redo()}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {t('history.redo')}
        </Button>
        {status === 'failed' ? (
          <Button variant="secondary" size="sm" onPress={() => void controller.flush()}>
            {t('history.retry')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onPress={() => void controller.reset()}
          aria-keyshortcuts="Control+R"
        >
          {t('history.reset')}
        </Button>
      </div>
    </div>
  );
}

/** A stale version (409): the newer design is shown; the couple's draft is kept to re-apply. */
export function ConflictNotice({ controller }: { controller: ThemeStudioController }) {
  const { t } = useStudioText();
  const conflict = useStudioState(controller, (state) => state.conflict);
  if (!conflict) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>{t('conflict.title')}</p>
      <p className={styles.statusText}>{t('conflict.body')}</p>
      <div className={styles.barActions}>
        <Button variant="primary" onPress={() => void controller.resolveConflict('reapply')}>
          {t('conflict.reapply')}
        </Button>
        <Button variant="outline" onPress={() => void controller.resolveConflict('discard')}>
          {t('conflict.keepNewer')}
        </Button>
      </div>
    </div>
  );
}
