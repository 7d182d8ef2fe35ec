import { brandDropdownResults } from '@wedding/core';
import type { ThemeColors } from '@wedding/tokens';
import { CheckIcon, ChevronDownIcon, useToast } from '@wedding/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { ColorSwatch } from '../shared/ColorSwatch';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';
import * as styles from './BrandSwitcher.css';

export interface SwitcherBrand {
  brandId: string;
  brandName: string;
  description?: string | null;
  colors: ThemeColors;
}

export const BRAND_SWITCHER_VARIANTS = ['dropdown', 'compact'] as const;
export type BrandSwitcherVariant = (typeof BRAND_SWITCHER_VARIANTS)[number];
export const BRAND_LIST_LAYOUTS = ['list', 'grid'] as const;
export type BrandListLayout = (typeof BRAND_LIST_LAYOUTS)[number];

export interface BrandSwitcherProps<Brand extends SwitcherBrand> {
  brands: readonly Brand[];
  currentBrandId: string | null;
  /** Switches to the brand; while it runs the control is disabled (the switching flag of docs/requirements.md A4). */
  onSwitch: (brand: Brand) => Promise<void>;
  /** A dropdown behind a button, or a compact listbox always shown (docs/requirements.md A2). */
  variant?: BrandSwitcherVariant;
  defaultLayout?: BrandListLayout;
  label?: string;
}

/**
 * Brand switcher (docs/requirements.md A2 and A4): search ('Search brands...'), list or grid, 'n of m brands', at most
 * 8 shown with the hint to search, the empty texts, arrows / Home / End / Enter / Escape, and a switching flag that
 * disables it. Choosing the current brand does nothing; a successful switch closes, clears the search and says so.
 */
export function BrandSwitcher<Brand extends SwitcherBrand>({
  brands,
  currentBrandId,
  onSwitch,
  variant = 'dropdown',
  defaultLayout = 'list',
  label,
}: BrandSwitcherProps<Brand>) {
  const { t, message } = useStudioText();
  const toast = useToast();
  const [open, setOpen] = useState(variant === 'compact');
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<BrandListLayout>(defaultLayout);
  const [active, setActive] = useState(0);
  const [switching, setSwitching] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const panelId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const results = brandDropdownResults(brands, search);
  const current = brands.find((brand) => brand.brandId === currentBrandId);
  const shown = variant === 'compact' || open;
  const name = label ?? t('switcher.label');

  useEffect(() => {
    if (variant === 'dropdown' && open) searchRef.current?.focus();
  }, [open, variant]);
  useEffect(() => {
    if (variant !== 'dropdown' || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, variant]);

  const close = () => {
    if (variant === 'compact') return;
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = async (brand: Brand | undefined) => {
    if (!brand || switching) return;
    if (brand.brandId === currentBrandId) {
      close();
      return;
    }
    setSwitching(true);
    try {
      await onSwitch(brand);
      setSearch('');
      close();
      toast.success(t('switcher.switched', { name: brand.brandName }));
    } catch {
      toast.error(message('brand.saveFailed'));
    } finally {
      setSwitching(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = Math.max(0, results.visible.length - 1);
    const target =
      event.key === 'ArrowDown'
        ? Math.min(last, active + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, active - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target !== null) {
      event.preventDefault();
      setActive(target);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      void choose(results.visible[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (search !== '') setSearch('');
      else close();
    }
  };

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <div
      ref={rootRef}
      className={styles.root}
      aria-busy={switching}
      data-switching={switching ? '' : undefined}
    >
      {variant === 'dropdown' ? (
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          // aria-disabled rather than disabled: focus can return to it the moment the switch is done.
          aria-disabled={switching}
          onClick={() => {
            if (!switching) setOpen((value) => !value);
          }}
        >
          {current ? <ColorSwatch color={current.colors.light.primary} size="1.25rem" /> : null}
          <span>
            {t('switcher.current', { label: name, name: current?.brandName ?? t('switcher.none') })}
          </span>
          {switching ? <span className={shared.status}>{t('switcher.switching')}</span> : null}
          <ChevronDownIcon aria-hidden="true" />
        </button>
      ) : null}
      {shown ? (
        <div id={panelId} className={styles.panel} data-variant={variant}>
          <input
            ref={searchRef}
            className={styles.search}
            type="search"
            role="combobox"
            aria-label={t('switcher.searchLabel')}
            aria-expanded={results.visible.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.visible.length > 0 ? optionId(active) : undefined}
            placeholder={t('switcher.search')}
            value={search}
            disabled={switching}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
          />
          <div className={styles.bar}>
            <p className={shared.status} role="status">
              {t('switcher.count', { count: results.visible.length, total: results.matching })}
            </p>
            <Segmented
              label={t('view.label')}
              hideLabel
              options={BRAND_LIST_LAYOUTS.map((entry) => ({ value: entry, label: t(`view.${entry}`) }))}
              value={layout}
              onChange={setLayout}
              isDisabled={switching}
            />
          </div>
          {results.visible.length === 0 ? (
            <div>
              <p className={shared.legend}>{t('switcher.empty')}</p>
              <p className={shared.hint}>{t('switcher.emptyHint')}</p>
            </div>
          ) : (
            <div id={listId} role="listbox" aria-label={name} className={styles.list} data-layout={layout}>
              {results.visible.map((brand, index) => (
                // Options are chosen through the combobox (focus stays in the search field), or by pointer.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens in the combobox
                <div
                  key={brand.brandId}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={brand.brandId === currentBrandId}
                  aria-disabled={switching}
                  data-active={index === active ? '' : undefined}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => void choose(brand)}
                >
                  <span className={styles.palette} aria-hidden="true">
                    {(['primary', 'secondary', 'accent'] as const).map((role) => (
                      <ColorSwatch key={role} color={brand.colors.light[role]} size="1rem" />
                    ))}
                  </span>
                  <span className={styles.optionText}>
                    <span>{brand.brandName}</span>
                    {brand.description ? (
                      <span className={styles.optionDescription}>{brand.description}</span>
                    ) : null}
                  </span>
                  {brand.brandId === currentBrandId ? <CheckIcon aria-hidden="true" /> : <span />}
                </div>
              ))}
            </div>
          )}
          {results.truncated ? (
            <p className={shared.hint}>{t('switcher.truncated', { count: results.visible.length })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
