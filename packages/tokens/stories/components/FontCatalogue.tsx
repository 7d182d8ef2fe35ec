import { FONT_CATALOGUE, FONT_CATEGORIES, type FontCategory, type FontOption } from '@wedding/tokens';
import { useId, useState } from 'react';
import { card, code, field, grid, muted, section, sectionTitle, select } from './token-docs.css';

type CategoryFilter = FontCategory | 'all';

function FontCard({ font }: { font: FontOption }) {
  return (
    <article
      className={card}
      data-font={font.name}
      aria-labelledby={`font-${font.name.replaceAll(' ', '-')}`}
    >
      <h3
        id={`font-${font.name.replaceAll(' ', '-')}`}
        className={sectionTitle}
        style={{ fontFamily: font.stack }}
      >
        {font.displayName}
      </h3>
      <p className={muted} style={{ margin: 0 }}>
        {font.category} ·{' '}
        {font.fontsource ? <code className={code}>{font.fontsource.packageName}</code> : 'system font'} ·
        weights {font.weights.join(', ')}
      </p>
      {font.weights.map((weight) => (
        <p
          key={weight}
          style={{ margin: 0, fontFamily: font.stack, fontWeight: weight }}
          data-weight={weight}
        >
          <span className={code} style={{ fontWeight: 400 }}>
            {weight}
          </span>{' '}
          {font.previewText}
        </p>
      ))}
    </article>
  );
}

/** Every font of the catalogue, in each weight it ships, rendered from the self-hosted @fontsource files. */
export function FontCatalogue({ initialCategory = 'all' }: { initialCategory?: CategoryFilter }) {
  const selectId = useId();
  const [category, setCategory] = useState<CategoryFilter>(initialCategory);
  const fonts = FONT_CATALOGUE.filter((font) => category === 'all' || font.category === category);
  return (
    <div className={section}>
      <div className={field}>
        <label htmlFor={selectId}>Category</label>
        <select
          id={selectId}
          className={select}
          value={category}
          onChange={(event) => setCategory(event.target.value as CategoryFilter)}
        >
          <option value="all">all</option>
          {FONT_CATEGORIES.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">
        {fonts.length} of {FONT_CATALOGUE.length} fonts
      </p>
      <div className={grid}>
        {fonts.map((font) => (
          <FontCard key={font.name} font={font} />
        ))}
      </div>
    </div>
  );
}
