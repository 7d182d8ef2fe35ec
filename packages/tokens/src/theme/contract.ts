import { semanticTokens } from '../generated/tokens';
import { contractVarName } from './css-var-name';
import { SEMANTIC_COLOR_ROLES, type SemanticColorRole } from './roles';

type ContractShape<T> = { [K in keyof T]: T[K] extends string | number ? null : ContractShape<T[K]> };
/** What vanilla-extract calls a CSSVarFunction: a reference to one custom property. */
type CssVarReference = `var(--${string})`;
type ContractVars<T> = { [K in keyof T]: T[K] extends null ? CssVarReference : ContractVars<T[K]> };

function toContractShape<T extends object>(tree: T): ContractShape<T> {
  const entries = Object.entries(tree).map(([key, value]) => [
    key,
    typeof value === 'object' && value !== null ? toContractShape(value) : null,
  ]);
  return Object.fromEntries(entries) as ContractShape<T>;
}

/**
 * Shape of the theme contract: the semantic colour roles (rendered per preset and mode) plus every semantic
 * token of tokens/semantic (fonts, sizes, weights, line heights, density spacing, radii, shadows, motion).
 */
export const contractShape = {
  color: Object.fromEntries(SEMANTIC_COLOR_ROLES.map((role) => [role, null])) as Record<
    SemanticColorRole,
    null
  >,
  ...toContractShape(semanticTokens),
};

const CSS_IDENTIFIER = /^[A-Za-z_][\w-]*$/;

function toContractVars<T extends object>(tree: T, path: readonly string[] = []): ContractVars<T> {
  const entries = Object.entries(tree).map(([key, value]) => {
    const leafPath = [...path, key];
    if (value !== null) return [key, toContractVars(value as object, leafPath)];
    const name = contractVarName(leafPath);
    if (!CSS_IDENTIFIER.test(name)) {
      throw new Error(`Invalid variable name for "${leafPath.join('.')}": ${name}`);
    }
    return [key, `var(--${name})`];
  });
  return Object.fromEntries(entries) as ContractVars<T>;
}

/**
 * vanilla-extract theme contract bound to the --wed-* custom properties of tokens.css: exactly what
 * `createGlobalThemeContract(contractShape, (_value, path) => contractVarName(path))` returns (a test compares
 * them). Built here because importing @vanilla-extract/css at runtime adds ~28 KB gzipped to a browser bundle.
 */
export const vars = toContractVars(contractShape);
