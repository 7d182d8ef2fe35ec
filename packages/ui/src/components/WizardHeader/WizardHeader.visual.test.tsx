import '@wedding/tokens/css/tokens.css';
import { COLOR_MODES } from '@wedding/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { I18nProvider } from '../../i18n/I18nProvider';
import { CheckIcon, InfoIcon, SearchIcon } from '../../icons/icons';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { WizardHeader } from './WizardHeader';

// React's act() warns unless the environment declares itself a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Screenshots compare pixels, so motion is switched off and a fixed system font stack is painted.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; } [data-theme-root] { --wed-font-body: "DejaVu Sans", sans-serif; --wed-font-heading: "DejaVu Serif", serif; }';
document.head.append(freeze);

const steps = [
  {
    title: 'Find your invitation',
    description: 'Search for your name on the guest list.',
    icon: <SearchIcon />,
  },
  { title: 'Your answer', description: 'Tell us whether you can come.', icon: <InfoIcon /> },
  { title: 'Confirm', description: 'Check your details and send your reply.', icon: <CheckIcon /> },
];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.querySelector('#visual-root')?.remove();
});

function mount(width: string) {
  const container = document.createElement('div');
  container.id = 'visual-root';
  container.style.width = width;
  document.body.append(container);
  root = createRoot(container);
}

describe('visual regression: WizardHeader steps 1 to 3 in light and dark', () => {
  for (const mode of COLOR_MODES) {
    it(`wizard header (${mode})`, async () => {
      mount('480px');
      act(() =>
        root?.render(
          <I18nProvider locale="en">
            <ThemeProvider mode={mode}>
              <div data-testid="shot" style={{ padding: '16px', display: 'grid', gap: '24px' }}>
                {steps.map((step, index) => (
                  <WizardHeader key={step.title} steps={steps} currentStep={index} />
                ))}
              </div>
            </ThemeProvider>
          </I18nProvider>,
        ),
      );
      await document.fonts.ready;
      await expect.element(page.getByTestId('shot')).toMatchScreenshot(`wizard-header-${mode}`);
    });
  }
});
