import { COLOR_MODES } from '@wedding/core';
import { describe, it } from 'vitest';
import { shootScene } from '../../visual/screenshot-scene';
import { ComboBox } from './ComboBox';

const options = [
  { id: 'parents', label: 'Eltern', section: 'Familie' },
  { id: 'school', label: 'Schulfreunde', section: 'Freundeskreis' },
];

describe('visual regression: ComboBox states in light and dark', () => {
  for (const mode of COLOR_MODES) {
    it(`combobox (${mode})`, async () => {
      await shootScene(
        { name: 'combobox', mode, locale: 'de', width: '360px', layout: 'stretched' },

        <>
          <ComboBox label="Beziehung" options={options} placeholder="Suchen …" />
          <ComboBox label="Beziehung" options={options} defaultSelectedKey="school" />
          <ComboBox label="Beziehung" options={options} errorMessage="Bitte eine Beziehung wählen" />
          <ComboBox label="Beziehung" options={options} defaultSelectedKey="parents" isDisabled />
        </>,
      );
    });
  }
});
