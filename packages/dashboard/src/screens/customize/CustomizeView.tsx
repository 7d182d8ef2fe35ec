import {
  type BrandPanelBrand,
  BrandSwitcher,
  LazyBrandPanel,
  type LoadBrandPanel,
  type SwitcherBrand,
} from '@wedding/theme-studio';
import type { Density, ThemeSettings } from '@wedding/tokens';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './CustomizeView.css';

/** A brand the couple can switch to: a preset or a saved version, with the design it applies. */
export interface DesignBrand extends SwitcherBrand {
  design: { theme: ThemeSettings; density: Density };
}

export interface CustomizeViewProps {
  brands: readonly DesignBrand[];
  currentBrandId: string | null;
  onSwitch: (brand: DesignBrand) => Promise<void>;
  /** The wedding's own brand: its name and address, with the stored colours, fonts and layout. */
  brand: BrandPanelBrand;
  density: Density;
  onSave: (brand: BrandPanelBrand, density: Density) => Promise<void>;
  onClose: () => void;
  /** Changes after a switch, so the panel starts from the brand switched to. */
  panelKey: string;
  /** The panel's code (a chunk of its own); stories pass a failing one for the retry screen. */
  loadPanel?: LoadBrandPanel;
  onRefresh?: () => void;
}

/**
 * '/dashboard/wedding/customize': the brand switcher (presets and saved versions) above the brand panel, inline
 * (docs/requirements.md A2: loaded on demand, tabs Colors, Typography, Layout, Spacing, auto-save 200 ms).
 */
export function CustomizeView({
  brands,
  currentBrandId,
  onSwitch,
  brand,
  density,
  onSave,
  onClose,
  panelKey,
  loadPanel,
  onRefresh,
}: CustomizeViewProps) {
  const text = useDashboardText('customize');
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{text('intro')}</p>
      <div className={styles.bar}>
        <BrandSwitcher
          brands={brands}
          currentBrandId={currentBrandId}
          onSwitch={onSwitch}
          label={text('switcher')}
        />
      </div>
      <LazyBrandPanel
        key={panelKey}
        brand={brand}
        density={density}
        onSave={onSave}
        onClose={onClose}
        load={loadPanel}
        onRefresh={onRefresh}
      />
    </div>
  );
}
