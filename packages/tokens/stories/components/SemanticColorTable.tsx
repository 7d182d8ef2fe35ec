import { contrastRatio, cssVarName, SEMANTIC_COLOR_ROLES, type SemanticColorRole } from '@wedding/tokens';
import { useRef } from 'react';
import { ColorSwatch } from './ColorSwatch';
import { type ContrastKind, ContrastRatio } from './ContrastRatio';
import { caption, captionDetail, code, dataCell, headerCell, pairSample, table } from './token-docs.css';
import { useComputedCustomProperties } from './use-computed-custom-properties';

interface ContrastPair {
  against: SemanticColorRole;
  kind: ContrastKind;
  /** Only pairs the theme derivation guarantees as text pairs get a rendered text sample. */
  sample: boolean;
}

/** Which colour each role is read on, and at what requirement (see deriveSemanticColors). */
export const CONTRAST_PAIRS: Partial<Record<SemanticColorRole, ContrastPair>> = {
  text: { against: 'background', kind: 'text', sample: true },
  textMuted: { against: 'surfaceMuted', kind: 'text', sample: true },
  border: { against: 'background', kind: 'non-text', sample: false },
  focusRing: { against: 'background', kind: 'non-text', sample: false },
  onPrimary: { against: 'primary', kind: 'text', sample: true },
  onSecondary: { against: 'secondary', kind: 'text', sample: true },
  onAccent: { against: 'accent', kind: 'text', sample: true },
  success: { against: 'background', kind: 'non-text', sample: false },
  onSuccess: { against: 'success', kind: 'text', sample: true },
  warning: { against: 'background', kind: 'non-text', sample: false },
  onWarning: { against: 'warning', kind: 'text', sample: true },
  error: { against: 'background', kind: 'non-text', sample: false },
  onError: { against: 'error', kind: 'text', sample: true },
};

const COLOR_VAR_NAMES = SEMANTIC_COLOR_ROLES.map((role) => cssVarName(['color', role]));

function safeRatio(foreground: string | undefined, background: string | undefined): number | null {
  if (!foreground || !background) return null;
  try {
    return contrastRatio(foreground, background);
  } catch {
    return null;
  }
}

export interface SemanticColorTableProps {
  locale: string;
  /** Changes whenever the toolbar theme changes, so the live values are read again. */
  themeKey: string;
}

/** Every semantic colour token with its CSS custom property, vanilla-extract path, live value and contrast pair. */
export function SemanticColorTable({ locale, themeKey }: SemanticColorTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  const values = useComputedCustomProperties(ref, COLOR_VAR_NAMES, themeKey);
  const colorValue = (role: SemanticColorRole) => values[cssVarName(['color', role])];
  return (
    <table className={table} ref={ref}>
      <caption className={caption}>
        Semantic colour tokens
        <span className={captionDetail}>
          Values as the browser resolves them for the current mode and preset.
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            Role
          </th>
          <th scope="col" className={headerCell}>
            CSS custom property
          </th>
          <th scope="col" className={headerCell}>
            vanilla-extract
          </th>
          <th scope="col" className={headerCell}>
            Value
          </th>
          <th scope="col" className={headerCell}>
            Read on
          </th>
          <th scope="col" className={headerCell}>
            Contrast
          </th>
        </tr>
      </thead>
      <tbody>
        {SEMANTIC_COLOR_ROLES.map((role) => {
          const pair = CONTRAST_PAIRS[role];
          const value = colorValue(role);
          const ratio = pair ? safeRatio(value, colorValue(pair.against)) : null;
          return (
            <tr key={role} data-role={role}>
              <th scope="row" className={headerCell}>
                {role}
              </th>
              <td className={dataCell}>
                <code className={code}>{cssVarName(['color', role])}</code>
              </td>
              <td className={dataCell}>
                <code className={code}>vars.color.{role}</code>
              </td>
              <td className={dataCell}>{value ? <ColorSwatch color={value} /> : 'reading…'}</td>
              <td className={dataCell}>
                {pair ? (
                  <>
                    {pair.sample ? (
                      <span
                        className={pairSample}
                        style={{
                          color: `var(${cssVarName(['color', role])})`,
                          background: `var(${cssVarName(['color', pair.against])})`,
                        }}
                      >
                        Aa
                      </span>
                    ) : null}{' '}
                    {pair.against} ({pair.kind === 'text' ? 'text, 4.5:1' : 'non-text, 3:1'})
                  </>
                ) : (
                  <span>n/a</span>
                )}
              </td>
              <td className={dataCell}>
                {ratio === null ? (
                  <span>n/a</span>
                ) : (
                  <ContrastRatio ratio={ratio} locale={locale} kind={pair?.kind} />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
