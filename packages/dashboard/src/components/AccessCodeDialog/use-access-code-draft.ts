import {
  accessCodeRemaining,
  canSaveAccessCode,
  generateAccessCode,
  isAccessCodeValid,
  sanitizeAccessCode,
} from '@wedding/core';
import { useState } from 'react';

/**
 * The code being edited (docs/requirements.md A4 and B4): typed text is upper-cased and stripped to the allowed
 * characters, generate-new fills in a random code, and saving is possible only for a valid code that differs from the
 * saved one.
 */
export function useAccessCodeDraft(savedCode: string) {
  const [code, setCodeState] = useState(savedCode);
  return {
    code,
    setCode: (typed: string) => setCodeState(sanitizeAccessCode(typed)),
    generate: () => setCodeState(generateAccessCode()),
    reset: () => setCodeState(savedCode),
    isValid: isAccessCodeValid(code),
    remaining: accessCodeRemaining(code),
    canSave: canSaveAccessCode(code, savedCode),
  };
}
