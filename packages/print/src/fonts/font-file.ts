import { createRequire } from 'node:module';

// The @fontsource packages are dependencies of @wedding/tokens (its catalogue names them), not of this package,
// so they are resolved from where @wedding/tokens is installed.
const tokensRequire = createRequire(createRequire(import.meta.url).resolve('@wedding/tokens/package.json'));

/**
 * The path of one self-hosted font file. Always the `.woff`: fontkit's subsetter, which react-pdf uses to embed
 * only the glyphs a document needs, crashes on `.woff2` ("Offset is outside the bounds of the DataView").
 */
export function fontFile(packageName: string, subset: string, weight: number): string {
  const fileStem = packageName.replace(/^@fontsource\//, '');
  return tokensRequire.resolve(`${packageName}/files/${fileStem}-${subset}-${weight}-normal.woff`);
}
