import { BACKGROUND_OPACITY, BACKGROUND_POSITION, BACKGROUND_ZOOM } from '../../constants';
import type { BackgroundSizeKeyword } from '../../schemas/enums';

export interface BackgroundSettings {
  opacity: number;
  positionX: number;
  positionY: number;
  size: BackgroundSizeKeyword;
  zoom: number;
  showPattern: boolean;
  grayscale: boolean;
}

/** Defaults (docs/requirements.md A5): opacity 0.2, position 50%/50%, cover at zoom 100, pattern on, grayscale off. */
export const DEFAULT_BACKGROUND_SETTINGS: Readonly<BackgroundSettings> = {
  opacity: BACKGROUND_OPACITY.default,
  positionX: BACKGROUND_POSITION.defaultX,
  positionY: BACKGROUND_POSITION.defaultY,
  size: 'cover',
  zoom: BACKGROUND_ZOOM.default,
  showPattern: true,
  grayscale: false,
};
