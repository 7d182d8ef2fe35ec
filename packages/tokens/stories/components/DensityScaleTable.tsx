import { DENSITIES, DENSITY_SPACING, type DensitySpacing } from '@wedding/tokens';
import { caption, captionDetail, code, dataCell, headerCell, swatchWithLabel, table } from './token-docs.css';

export const SPACING_STEPS: readonly (keyof DensitySpacing)[] = [
  'section',
  'card',
  'element',
  'text',
  'border',
];

const STEP_USE: Record<keyof DensitySpacing, string> = {
  section: 'between page sections',
  card: 'inside cards',
  element: 'between controls',
  text: 'between lines of text',
  border: 'border width',
};

/**
 * Density spacing (docs/requirements.md A3): every step of every density, with a bar as long as the value (or as thick,
 * for borders).
 */
export function DensityScaleTable() {
  return (
    <table className={table}>
      <caption className={caption}>
        Density scale
        <span className={captionDetail}>
          Spec A 3: section, card, element and text spacing in rem; border in px.
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            Step
          </th>
          {DENSITIES.map((density) => (
            <th key={density} scope="col" className={headerCell}>
              {density}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SPACING_STEPS.map((step) => (
          <tr key={step} data-step={step}>
            <th scope="row" className={headerCell}>
              {step} <span>({STEP_USE[step]})</span>
            </th>
            {DENSITIES.map((density) => {
              const value = DENSITY_SPACING[density][step];
              return (
                <td key={density} className={dataCell} data-density-value={density}>
                  <span className={swatchWithLabel}>
                    <span
                      aria-hidden="true"
                      style={
                        step === 'border'
                          ? {
                              display: 'inline-block',
                              width: '3rem',
                              borderTop: `${value} solid currentColor`,
                            }
                          : {
                              display: 'inline-block',
                              width: value,
                              height: '0.75rem',
                              background: 'currentColor',
                            }
                      }
                    />
                    <code className={code}>{value}</code>
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
