import { describe, expect, it } from 'vitest';
import { createAreaTextRegistry } from './area-text-registry';

const de = { shell: { hello: 'Hallo {name}', onlyGerman: 'Nur Deutsch' } };
const en = { shell: { hello: 'Hello {name}' } } as unknown as typeof de;

describe('createAreaTextRegistry', () => {
  it('looks up a key in the locale and fills placeholders', () => {
    const registry = createAreaTextRegistry<typeof de>({ de, en });
    expect(registry.lookup('shell')('hello', 'en', { name: 'Anna' })).toBe('Hello Anna');
  });

  it('falls back to German, then to the key', () => {
    const registry = createAreaTextRegistry<typeof de>({ de, en });
    const text = registry.lookup('shell');
    expect(text('onlyGerman', 'en')).toBe('Nur Deutsch');
    expect(text('hello', 'pl', { name: 'Ola' })).toBe('Hallo Ola');
    expect(createAreaTextRegistry<typeof de>({}).lookup('shell')('hello', 'de')).toBe('hello');
  });

  it('serves a locale registered later (a lean bundle loads the visitor language on demand)', () => {
    const registry = createAreaTextRegistry<typeof de>({});
    expect(registry.has('shell', 'hello')).toBe(false);
    registry.register('en', en);
    expect(registry.registered('en')).toBe(en);
    expect(registry.lookup('shell')('hello', 'en', { name: 'Ben' })).toBe('Hello Ben');
    expect(registry.has('shell', 'hello')).toBe(true);
  });
});
