// Theme preview bench page: the theme studio's colour picker next to a preview of 200 @wedding/ui components.
// 'studio': the picker edits a ThemeStudioController and the preview (PreviewPanel) repaints through CSS variables
// written onto its element, without re-rendering the 200 components. 'rerender' (the baseline): the picker's value is
// React state of the page, and the preview re-renders the whole tree with the new variables as inline style props.
// Built against react-dom/profiling so <Profiler> reports commits. Node drives it through window.mount, arm, result.
import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import '@wedding/theme-studio/styles.css';
import '../theme-switch/no-transitions.css';
import {
  ColorPicker,
  cachedThemeVars,
  PreviewPanel,
  ThemeStudioController,
  useStudioState,
} from '@wedding/theme-studio';
import { DEFAULT_CUSTOMIZATION } from '@wedding/tokens';
import { I18nProvider, ThemeProvider, ToastProvider } from '@wedding/ui';
import { Profiler, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/profiling';
import { nextFrame, nextTask, settle, untilFrame } from '../../lib/frames.js';
import { COMPONENT_COUNT, ComponentGrid, renderCounter } from '../theme-switch/components.jsx';

const SAMPLE_EVERY = 10;
const VIEWPORT = { width: 1280, height: 900 };
const commitCounter = { commits: 0 };
const countCommit = () => {
  commitCounter.commits += 1;
};
const save = async (customization) => ({ customization, version: 1 });
const primaryOf = (customization) => customization.theme.colors.light.primary;

// Created once: the studio's preview keeps this element, so React never re-renders the grid for a theme edit.
const grid = <ComponentGrid />;

function StudioVariant() {
  const [controller] = useState(
    () =>
      new ThemeStudioController({
        customization: DEFAULT_CUSTOMIZATION,
        version: 1,
        save,
        autoSaveDelayMs: 60_000,
      }),
  );
  const primary = useStudioState(controller, (state) => primaryOf(state.draft));
  return (
    <>
      <ColorPicker
        label="Hauptfarbe"
        value={primary}
        defaultValue={primaryOf(DEFAULT_CUSTOMIZATION)}
        onChange={(value) => controller.setColor('light', 'primary', value)}
      />
      <PreviewPanel controller={controller} mode="light" viewport={VIEWPORT} label="Vorschau">
        {grid}
      </PreviewPanel>
    </>
  );
}

/** The baseline: the draft is the page's React state; every edit re-renders the preview tree. */
function RerenderVariant() {
  const [draft, setDraft] = useState(DEFAULT_CUSTOMIZATION);
  const variables = useMemo(() => cachedThemeVars(draft.theme, draft.density).light, [draft]);
  return (
    <>
      <ColorPicker
        label="Hauptfarbe"
        value={primaryOf(draft)}
        defaultValue={primaryOf(DEFAULT_CUSTOMIZATION)}
        onChange={(value) =>
          setDraft((current) => ({
            ...current,
            theme: {
              ...current.theme,
              colors: { ...current.theme.colors, light: { ...current.theme.colors.light, primary: value } },
            },
          }))
        }
      />
      <figure style={{ margin: 0 }}>
        <figcaption>Vorschau</figcaption>
        <div data-preview-mode="light" style={{ ...variables, width: VIEWPORT.width }}>
          <ComponentGrid />
        </div>
      </figure>
    </>
  );
}

function Page({ variant }) {
  return (
    <Profiler id="theme-preview" onRender={countCommit}>
      <I18nProvider locale="de">
        <ThemeProvider mode="light">
          <ToastProvider>{variant === 'studio' ? <StudioVariant /> : <RerenderVariant />}</ToastProvider>
        </ThemeProvider>
      </I18nProvider>
    </Profiler>
  );
}

const root = createRoot(document.getElementById('root'));
let samples = [];
let pending = null;

/** Reading computed styles forces the style recalculation the variable change caused. */
const readSamples = () =>
  samples.map((element) => {
    const style = getComputedStyle(element);
    return `${style.color}|${style.backgroundColor}|${style.borderTopColor}`;
  });

window.mount = async (variant) => {
  root.render(<Page variant={variant} />);
  await untilFrame(() => document.querySelectorAll('[data-bench-item]').length === COMPONENT_COUNT);
  await settle();
  samples = [...document.querySelectorAll('[data-bench-item]')]
    .filter((_, index) => index % SAMPLE_EVERY === 0)
    .map((item) => item.firstElementChild ?? item);
  const slider = document.querySelector('[role="group"] input[type="range"]');
  slider?.focus();
  return { samples: samples.length, sliderFocused: document.activeElement === slider };
};

window.unmount = async () => {
  root.render(null);
  await settle();
};

/**
 * Prepares one measurement: the next key press on the focused lightness slider starts the clock; the result is the
 * first frame whose sampled styles differ from before (forced style recalculation), and the task after its paint.
 */
window.arm = async () => {
  await settle();
  const before = readSamples().join('\n');
  commitCounter.commits = 0;
  renderCounter.renders = 0;
  pending = new Promise((resolve) => {
    const onKey = async (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      window.removeEventListener('keydown', onKey, true);
      const started = performance.now();
      let styled = 0;
      for (let frame = 0; frame < 600; frame += 1) {
        await nextFrame();
        if (readSamples().join('\n') !== before) {
          styled = performance.now() - started;
          break;
        }
      }
      await nextTask();
      const painted = performance.now() - started;
      await settle();
      resolve({
        styled,
        painted,
        changed: styled > 0,
        commits: commitCounter.commits,
        itemRenders: renderCounter.renders,
      });
    };
    window.addEventListener('keydown', onKey, true);
  });
};

window.result = () => pending;
window.benchInfo = { components: COMPONENT_COUNT, sampleEvery: SAMPLE_EVERY };
window.benchReady = true;
