import { COLOR_MODES } from '@wedding/core';
import { describe, it } from 'vitest';
import { CheckIcon, InfoIcon, SearchIcon } from '../../icons/icons';
import { shootScene } from '../../visual/screenshot-scene';
import { WizardHeader } from './WizardHeader';

const steps = [
  {
    title: 'Find your invitation',
    description: 'Search for your name on the guest list.',
    icon: <SearchIcon />,
  },
  { title: 'Your answer', description: 'Tell us whether you can come.', icon: <InfoIcon /> },
  { title: 'Confirm', description: 'Check your details and send your reply.', icon: <CheckIcon /> },
];

describe('visual regression: WizardHeader steps 1 to 3 in light and dark', () => {
  for (const mode of COLOR_MODES) {
    it(`wizard header (${mode})`, async () => {
      await shootScene(
        { name: 'wizard-header', mode, locale: 'en', width: '480px', layout: 'roomy' },
        steps.map((step, index) => <WizardHeader key={step.title} steps={steps} currentStep={index} />),
      );
    });
  }
});
