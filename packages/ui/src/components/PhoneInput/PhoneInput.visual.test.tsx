import { COLOR_MODES } from '@wedding/core';
import { describe, it } from 'vitest';
import { shootScene } from '../../visual/screenshot-scene';
import { PhoneInput } from './PhoneInput';

describe('visual regression: PhoneInput states at 360 px in light and dark', () => {
  for (const mode of COLOR_MODES) {
    it(`phone-input (${mode})`, async () => {
      await shootScene(
        { name: 'phone-input', mode, locale: 'de', width: '360px', layout: 'stretched' },

        <>
          <PhoneInput label="Telefon" placeholder="170 1234567" />
          <PhoneInput label="Telefon" defaultValue="+44 20 7946 0958" />
          <PhoneInput
            label="Telefon"
            defaultValue="+49 12"
            errorMessage="Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein"
          />
          <PhoneInput label="Telefon" defaultValue="+49 170 1234567" isDisabled />
        </>,
      );
    });
  }
});
