// The prisma-client generator (6.19) exports DbNull/JsonNull/AnyNull without a type annotation, so
// declaration emit (tsc with declaration: true, tsup's d.ts step) fails with TS4094 on their anonymous
// runtime classes. Annotating them with `typeof runtime...` makes declarations reference the runtime type.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const generatedDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'generated',
  'prisma',
);
const files = ['internal/prismaNamespace.ts', 'internal/prismaNamespaceBrowser.ts'];
const pattern = /^export const (DbNull|JsonNull|AnyNull) = runtime\.objectEnumValues\.instances\.(\w+)$/gm;
// Objects such as `export const JsonNullValueInput = { JsonNull: JsonNull } as const` inline the same type.
const nullObjectPattern =
  /^export const (\w+) = \{\n((?:\s+(?:DbNull|JsonNull|AnyNull): (?:DbNull|JsonNull|AnyNull),?\n)+)\} as const$/gm;

function annotateNullObject(_match, name, body) {
  const keys = [...body.matchAll(/(DbNull|JsonNull|AnyNull):/g)].map((entry) => entry[1]);
  const type = keys.map((key) => `readonly ${key}: typeof ${key}`).join('; ');
  return `export const ${name}: { ${type} } = {\n${body}} as const`;
}

for (const file of files) {
  const target = path.join(generatedDir, file);
  const source = readFileSync(target, 'utf8');
  const patched = source
    .replace(
      pattern,
      (_match, name, instance) =>
        `export const ${name}: typeof runtime.objectEnumValues.instances.${instance} = runtime.objectEnumValues.instances.${instance}`,
    )
    .replace(nullObjectPattern, annotateNullObject);
  if (patched === source && !source.includes(': typeof runtime.objectEnumValues.instances.')) {
    throw new Error(`Nothing to patch in ${file}: the generator output changed; review this script.`);
  }
  writeFileSync(target, patched);
}
