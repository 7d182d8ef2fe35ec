import { describe, expect, it } from 'vitest';
import { GENERATED_ACCESS_CODE_ALPHABET, generateAccessCode } from './generate-access-code';
import { isAccessCodeValid } from './is-access-code-valid';

describe('access code (docs/requirements.md A4 and B4): generate-new fills the field with a valid code', () => {
  it('produces valid 8-character codes from the unambiguous alphabet', () => {
    for (let round = 0; round < 200; round += 1) {
      const code = generateAccessCode();
      expect(isAccessCodeValid(code)).toBe(true);
      for (const character of code) expect(GENERATED_ACCESS_CODE_ALPHABET).toContain(character);
    }
  });

  it('draws from the Web Crypto source (codes differ between calls)', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateAccessCode()));
    expect(codes.size).toBeGreaterThan(45);
  });

  it('skips bytes that would bias the distribution', () => {
    const alphabetSize = GENERATED_ACCESS_CODE_ALPHABET.length;
    const biasedByte = 255;
    expect(biasedByte).toBeGreaterThanOrEqual(256 - (256 % alphabetSize));
    let call = 0;
    const code = generateAccessCode((bytes) => {
      call += 1;
      bytes.fill(call === 1 ? biasedByte : 0);
      return bytes;
    });
    expect(call).toBe(2);
    expect(code).toBe(GENERATED_ACCESS_CODE_ALPHABET[0]!.repeat(8));
  });
});
