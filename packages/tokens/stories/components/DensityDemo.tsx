import { DEFAULT_DENSITY, DENSITIES, type Density } from '@wedding/tokens';
import { useLayoutEffect, useRef, useState } from 'react';
import { card, code, legend, radioGroup, radioLabel, section, sectionTitle } from './token-docs.css';

interface Measured {
  sectionPadding: string;
  cardPadding: string;
  elementGap: string;
  borderWidth: string;
}

/**
 * A small page fragment under its own data-density: the spacing tokens re-resolve inside it, and the
 * measured pixels are written out so the switch can be checked by eye and by test.
 */
export function DensityDemo({ initialDensity = DEFAULT_DENSITY }: { initialDensity?: Density }) {
  const [density, setDensity] = useState<Density>(initialDensity);
  const sectionRef = useRef<HTMLElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the density attribute changes what the browser computes.
  useLayoutEffect(() => {
    if (!sectionRef.current || !cardRef.current) return;
    const sectionStyle = getComputedStyle(sectionRef.current);
    const cardStyle = getComputedStyle(cardRef.current);
    setMeasured({
      sectionPadding: sectionStyle.paddingTop,
      cardPadding: cardStyle.paddingTop,
      elementGap: cardStyle.rowGap,
      borderWidth: cardStyle.borderTopWidth,
    });
  }, [density]);

  return (
    <div className={section}>
      <fieldset className={radioGroup}>
        <legend className={legend}>Density</legend>
        {DENSITIES.map((option) => (
          <label key={option} className={radioLabel}>
            <input
              type="radio"
              name="density-demo"
              value={option}
              checked={density === option}
              onChange={() => setDensity(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <section
        ref={sectionRef}
        data-density={density}
        aria-label={`Sample section, ${density}`}
        style={{ padding: 'var(--wed-space-section) 0', borderBlock: '1px dashed currentColor' }}
      >
        <div ref={cardRef} className={card}>
          <h3 className={sectionTitle}>Ceremony</h3>
          <p style={{ margin: 0 }}>St. Mary's Chapel, 14:00. Please arrive fifteen minutes early.</p>
          <p style={{ margin: 0 }}>Reception follows in the garden.</p>
        </div>
      </section>
      <dl
        aria-label="Measured spacing"
        style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '0.25rem 1rem', margin: 0 }}
      >
        <dt>Section padding</dt>
        <dd style={{ margin: 0 }}>
          <code className={code} data-measure="section">
            {measured?.sectionPadding ?? ''}
          </code>
        </dd>
        <dt>Card padding</dt>
        <dd style={{ margin: 0 }}>
          <code className={code} data-measure="card">
            {measured?.cardPadding ?? ''}
          </code>
        </dd>
        <dt>Element gap</dt>
        <dd style={{ margin: 0 }}>
          <code className={code} data-measure="element">
            {measured?.elementGap ?? ''}
          </code>
        </dd>
        <dt>Border width</dt>
        <dd style={{ margin: 0 }}>
          <code className={code} data-measure="border">
            {measured?.borderWidth ?? ''}
          </code>
        </dd>
      </dl>
    </div>
  );
}
