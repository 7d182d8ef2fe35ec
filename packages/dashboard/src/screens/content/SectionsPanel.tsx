import type { FeatureFlag, Locale, OrderableSection, PublicWeddingView } from '@wedding/core';
import { ArrowDownIcon, ArrowUpIcon, Button, IconButton, Switch, visuallyHidden } from '@wedding/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './SectionsPanel.css';
import { SitePreview } from './SitePreview';
import {
  moveSection,
  PAGE_TOP_SWITCHES,
  SECTION_FLAG,
  type SiteSectionDraft,
  sameDraft,
} from './site-section-draft';

export interface SectionsPanelProps {
  /** What is saved now. */
  saved: SiteSectionDraft;
  /** The site as guests see it; the preview shows it with the draft applied. */
  site: PublicWeddingView;
  locale: Locale;
  /** Rejects when the save failed (the screen reports it); the draft stays as it is. */
  onSave: (draft: SiteSectionDraft) => Promise<void>;
  now?: Date;
}

type SwitchId = (typeof PAGE_TOP_SWITCHES)[number]['id'] | OrderableSection;

/**
 * The sections tab of the content screen: switch each part of the guest site on or off and put the sections below
 * the page top in order, with the whole site previewed as guests will see it. A hidden section keeps its data; the
 * change reaches guests when saved.
 */
export function SectionsPanel({ saved, site, locale, onSave, now }: SectionsPanelProps) {
  const text = useDashboardText('content');
  const [draft, setDraft] = useState<SiteSectionDraft>(saved);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusSection, setFocusSection] = useState<{ id: string }>();
  const listRef = useRef<HTMLOListElement>(null);
  const hintIdBase = useId();
  const dirty = !sameDraft(draft, saved);

  const preview = useMemo<PublicWeddingView>(
    () => ({
      ...site,
      customization: { ...site.customization, features: draft.features, sectionOrder: draft.sectionOrder },
    }),
    [site, draft],
  );

  const label = (id: SwitchId) => text(`sections.${id}`);
  const hintFor = (id: SwitchId, flag: FeatureFlag): string | null => {
    if (!draft.features[flag]) return text('sections.hint.off');
    if (id === 'countdown' && !(site.countdownDate ?? site.weddingDate)) return text('sections.hint.noDate');
    if (id === 'gallery' && site.gallery.images.length === 0) return text('sections.hint.noPhotos');
    return null;
  };

  const toggle = (id: SwitchId, flag: FeatureFlag, on: boolean) => {
    setDraft((current) => ({ ...current, features: { ...current.features, [flag]: on } }));
    setFocusSection({ id: id === 'travel' ? 'info' : id });
  };

  const move = (section: OrderableSection, step: -1 | 1) => {
    const order = moveSection(draft.sectionOrder, section, step);
    setDraft((current) => ({ ...current, sectionOrder: order }));
    setFocusSection({ id: section });
    const position = order.indexOf(section);
    setAnnouncement(
      text('sections.moved', { section: label(section), position: position + 1, count: order.length }),
    );
    // At either end the pressed button turns disabled and would drop the focus; hand it to the other one.
    const atEnd = position === 0 || position === order.length - 1;
    if (atEnd) {
      const other = position === 0 ? 'down' : 'up';
      requestAnimationFrame(() =>
        listRef.current
          ?.querySelector<HTMLElement>(`[data-section="${section}"] [data-move="${other}"]`)
          ?.focus(),
      );
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      // The screen has told the couple; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const row = (id: SwitchId, flag: FeatureFlag, moves?: { index: number; count: number }) => {
    const hint = hintFor(id, flag);
    const hintId = `${hintIdBase}-${id}`;
    return (
      <li key={id} className={styles.row} data-section={id} data-state={draft.features[flag] ? 'on' : 'off'}>
        <div className={styles.rowLabel}>
          <Switch
            isSelected={draft.features[flag]}
            onChange={(on) => toggle(id, flag, on)}
            aria-describedby={hint ? hintId : undefined}
          >
            {label(id)}
          </Switch>
          {hint ? (
            <span id={hintId} className={styles.hint}>
              {hint}
            </span>
          ) : null}
        </div>
        {moves ? (
          <div className={styles.moves}>
            <IconButton
              icon={<ArrowUpIcon />}
              aria-label={text('sections.moveUp', { section: label(id) })}
              size="sm"
              data-move="up"
              isDisabled={moves.index === 0}
              onPress={() => move(id as OrderableSection, -1)}
            />
            <IconButton
              icon={<ArrowDownIcon />}
              aria-label={text('sections.moveDown', { section: label(id) })}
              size="sm"
              data-move="down"
              isDisabled={moves.index === moves.count - 1}
              onPress={() => move(id as OrderableSection, 1)}
            />
          </div>
        ) : null}
      </li>
    );
  };

  return (
    <div className={styles.layout}>
      <div className={styles.controls}>
        <p className={styles.hint}>{text('sections.intro')}</p>
        <section className={styles.group} aria-labelledby={`${hintIdBase}-top`}>
          <h2 id={`${hintIdBase}-top`} className={styles.groupTitle}>
            {text('sections.top')}
          </h2>
          <ul className={styles.list}>{PAGE_TOP_SWITCHES.map(({ id, flag }) => row(id, flag))}</ul>
        </section>
        <section className={styles.group} aria-labelledby={`${hintIdBase}-order`}>
          <h2 id={`${hintIdBase}-order`} className={styles.groupTitle}>
            {text('sections.order')}
          </h2>
          <ol ref={listRef} className={styles.list}>
            {draft.sectionOrder.map((section, index) =>
              row(section, SECTION_FLAG[section], { index, count: draft.sectionOrder.length }),
            )}
          </ol>
        </section>
        <p className={visuallyHidden} aria-live="polite">
          {announcement}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" isDisabled={!dirty} isPending={saving} onPress={save}>
            {text('sections.save')}
          </Button>
          <Button variant="ghost" isDisabled={!dirty || saving} onPress={() => setDraft(saved)}>
            {text('sections.reset')}
          </Button>
          {dirty ? <span className={styles.status}>{text('sections.unsaved')}</span> : null}
        </div>
      </div>
      <SitePreview
        site={preview}
        locale={locale}
        label={text('sections.preview')}
        focusSection={focusSection}
        now={now}
      />
    </div>
  );
}
