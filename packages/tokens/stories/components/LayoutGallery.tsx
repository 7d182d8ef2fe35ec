import { DEFAULT_LAYOUT, LAYOUT_OPTIONS, type Layout, vars } from '@wedding/tokens';
import { type CSSProperties, useState } from 'react';
import { card, grid, legend, muted, radioGroup, radioLabel, section, sectionTitle } from './token-docs.css';

const bar = (width: string, extra: CSSProperties = {}): CSSProperties => ({
  height: '0.5rem',
  width,
  background: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  ...extra,
});

/** Wireframe of each layout's page structure, drawn with semantic colours only. */
function LayoutSketch({ layout }: { layout: Layout }) {
  const frame: CSSProperties = {
    display: 'grid',
    gap: '0.4rem',
    padding: '0.75rem',
    minHeight: '8rem',
    background: vars.color.background,
    border: `1px solid ${vars.color.border}`,
  };
  switch (layout) {
    case 'classic':
      return (
        <div aria-hidden="true" style={{ ...frame, justifyItems: 'center' }}>
          <div style={bar('60%', { height: '0.9rem', background: vars.color.primary })} />
          <div style={bar('30%', { height: '0.15rem', background: vars.color.secondary })} />
          <div style={bar('80%')} />
          <div style={bar('70%')} />
          <div style={bar('75%')} />
        </div>
      );
    case 'modern':
      return (
        <div aria-hidden="true" style={{ ...frame, gridTemplateColumns: '1fr 2fr', alignItems: 'start' }}>
          <div style={bar('100%', { height: '5rem', background: vars.color.surfaceMuted })} />
          <div style={{ display: 'grid', gap: '0.4rem' }}>
            <div style={bar('70%', { height: '0.9rem', background: vars.color.primary })} />
            <div style={bar('100%')} />
            <div style={bar('90%')} />
          </div>
        </div>
      );
    case 'romantic':
      return (
        <div aria-hidden="true" style={{ ...frame, borderRadius: vars.radius.lg, justifyItems: 'center' }}>
          <div
            style={bar('50%', {
              height: '0.9rem',
              borderRadius: vars.radius.full,
              background: vars.color.primary,
            })}
          />
          <div
            style={{
              width: '80%',
              padding: '0.5rem',
              display: 'grid',
              gap: '0.3rem',
              borderRadius: vars.radius.lg,
              background: vars.color.surfaceMuted,
            }}
          >
            <div style={bar('90%', { borderRadius: vars.radius.full })} />
            <div style={bar('70%', { borderRadius: vars.radius.full })} />
          </div>
        </div>
      );
    case 'artdeco':
      return (
        <div
          aria-hidden="true"
          style={{
            ...frame,
            outline: `2px solid ${vars.color.accent}`,
            outlineOffset: '-6px',
            justifyItems: 'center',
          }}
        >
          <div style={bar('70%', { height: '0.9rem', borderRadius: 0, background: vars.color.primary })} />
          <div style={{ display: 'flex', gap: '0.3rem' }}>
            {['a', 'b', 'c'].map((key) => (
              <div
                key={key}
                style={{
                  width: '0.6rem',
                  height: '0.6rem',
                  transform: 'rotate(45deg)',
                  background: vars.color.accent,
                }}
              />
            ))}
          </div>
          <div style={bar('80%', { borderRadius: 0 })} />
          <div style={bar('80%', { borderRadius: 0 })} />
        </div>
      );
  }
}

/**
 * The four layouts of docs/requirements.md A2 and A3, each with its description and a wireframe; choosing one
 * highlights it.
 */
export function LayoutGallery({ initialLayout = DEFAULT_LAYOUT }: { initialLayout?: Layout }) {
  const [selected, setSelected] = useState<Layout>(initialLayout);
  const selectedOption = LAYOUT_OPTIONS.find((option) => option.id === selected);
  return (
    <div className={section}>
      <fieldset className={radioGroup}>
        <legend className={legend}>Layout</legend>
        {LAYOUT_OPTIONS.map((option) => (
          <label key={option.id} className={radioLabel}>
            <input
              type="radio"
              name="layout-gallery"
              value={option.id}
              checked={selected === option.id}
              onChange={() => setSelected(option.id)}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
      <p aria-live="polite">
        Selected layout: <strong data-selected-layout={selected}>{selectedOption?.name}</strong>
      </p>
      <ul className={grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {LAYOUT_OPTIONS.map((option) => (
          <li
            key={option.id}
            className={card}
            data-layout={option.id}
            style={
              option.id === selected
                ? { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' }
                : undefined
            }
          >
            <LayoutSketch layout={option.id} />
            <h3 className={sectionTitle}>{option.name}</h3>
            <p className={muted} style={{ margin: 0 }}>
              <code>{option.id}</code>: {option.description}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
