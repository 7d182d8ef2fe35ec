import { ACCESS_CODE_LENGTH } from '../../constants';

/** docs/requirements.md A2 and B5: characters still missing, shown while the code is not yet valid. */
export function accessCodeRemaining(code: string): number {
  return Math.max(0, ACCESS_CODE_LENGTH - code.length);
}
