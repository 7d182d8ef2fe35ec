import type { ReactNode } from 'react';
import * as styles from './SiteTabs.css';
import { useRovingTabs } from './use-roving-tabs';

export interface SiteTab<Value extends string> {
  value: Value;
  label: ReactNode;
}

export interface SiteTabsProps<Value extends string> {
  /** Accessible name of the tab list, e.g. 'Days of the celebration'. */
  label: string;
  tabs: readonly SiteTab<Value>[];
  defaultValue: Value;
  /** The content of one tab's panel. Every panel is rendered (the hidden ones with `hidden`), so no re-mounting. */
  renderPanel: (value: Value) => ReactNode;
}

/**
 * Tabs of the guest site (schedule days, venues/accommodations): the accessible tabs pattern in a few lines
 * instead of a tabs library in the first view. Looks like @wedding/ui Tabs.
 */
export function SiteTabs<Value extends string>({
  label,
  tabs,
  defaultValue,
  renderPanel,
}: SiteTabsProps<Value>) {
  const values = tabs.map((tab) => tab.value);
  const roving = useRovingTabs(values, defaultValue);
  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {tabs.map((tab) => (
          <button key={tab.value} className={styles.tab} {...roving.tabProps(tab.value)}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.value} className={styles.panel} {...roving.panelProps(tab.value)}>
          {renderPanel(tab.value)}
        </div>
      ))}
    </div>
  );
}
