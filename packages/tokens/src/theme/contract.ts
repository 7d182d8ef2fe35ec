import { createGlobalThemeContract } from '@vanilla-extract/css';
import { semanticTokens } from '../generated/tokens';
import { contractVarName } from './css-var-name';
import { SEMANTIC_COLOR_ROLES, type SemanticColorRole } from './roles';

type ContractShape<T> = { [K in keyof T]: T[K] extends string | number ? null : ContractShape<T[K]> };

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

/** vanilla-extract theme contract bound to the --wed-* custom properties of tokens.css. */
export const vars = createGlobalThemeContract(contractShape, (_value, path) => contractVarName(path));
