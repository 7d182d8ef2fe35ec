import { cssVarName, vars } from '@wedding/tokens';
import { type CSSProperties, useRef } from 'react';
import { caption, captionDetail, code, dataCell, headerCell, table } from './token-docs.css';
import { useComputedCustomProperties } from './use-computed-custom-properties';

export interface ScaleToken {
  path: string[];
  /** var(--wed-...) reference, as vanilla-extract's `vars` holds it. */
  reference: string;
}

/** Every non-colour leaf of the `vars` contract (colours have their own table). */
export function scaleTokens(): ScaleToken[] {
  const tokens: ScaleToken[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      tokens.push({ path, reference: node });
      return;
    }
    if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  const { color: _colors, ...scales } = vars;
  walk(scales, []);
  return tokens;
}

const SCALE_TOKENS = scaleTokens();
const SCALE_VAR_NAMES = SCALE_TOKENS.map((token) => cssVarName(token.path));

/** A visual sample fitting the token's group; decorative, the value is written in its own column. */
function sampleStyle(group: string, reference: string): CSSProperties | null {
  const box: CSSProperties = {
    display: 'inline-block',
    width: '3rem',
    height: '1.5rem',
    background: vars.color.primary,
  };
  switch (group) {
    case 'space':
      return { ...box, width: reference, height: '0.75rem' };
    case 'borderWidth':
      return { ...box, background: 'transparent', border: `${reference} solid ${vars.color.text}` };
    case 'radius':
      return { ...box, borderRadius: reference };
    case 'shadow':
      return { ...box, background: vars.color.surface, boxShadow: reference };
    default:
      return null;
  }
}

function textSampleStyle(group: string, reference: string): CSSProperties | null {
  switch (group) {
    case 'font':
      return { fontFamily: reference };
    case 'fontSize':
      return { fontSize: reference, lineHeight: 1.1 };
    case 'fontWeight':
      return { fontWeight: reference };
    default:
      return null;
  }
}

export interface SemanticScaleTableProps {
  themeKey: string;
}

/** Fonts, type scale, density spacing, border width, radii, shadows and motion, with live values. */
export function SemanticScaleTable({ themeKey }: SemanticScaleTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  const values = useComputedCustomProperties(ref, SCALE_VAR_NAMES, themeKey);
  return (
    <table className={table} ref={ref}>
      <caption className={caption}>
        Semantic scale tokens
        <span className={captionDetail}>
          Spacing and border width follow the density; fonts follow the preset.
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            Token
          </th>
          <th scope="col" className={headerCell}>
            CSS custom property
          </th>
          <th scope="col" className={headerCell}>
            Value
          </th>
          <th scope="col" className={headerCell}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {SCALE_TOKENS.map((token) => {
          const name = cssVarName(token.path);
          const group = token.path[0] ?? '';
          const box = sampleStyle(group, token.reference);
          const text = textSampleStyle(group, token.reference);
          return (
            <tr key={name} data-token={name}>
              <th scope="row" className={headerCell}>
                <code className={code}>vars.{token.path.join('.')}</code>
              </th>
              <td className={dataCell}>
                <code className={code}>{name}</code>
              </td>
              <td className={dataCell}>
                <code className={code}>{values[name] ?? 'reading…'}</code>
              </td>
              <td className={dataCell}>
                {box ? <span style={box} aria-hidden="true" /> : null}
                {text ? <span style={text}>Ag</span> : null}
                {!box && !text ? <span>n/a</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
