// Theme switch bench page: 200 @wedding/ui components in one ThemeProvider, switched light <-> dark through
// the provider's mode store (what ThemeToggle does) or its `mode` prop, next to a naive provider that
// re-renders the whole tree with new inline style props. Built against react-dom/profiling so <Profiler>
// reports commits. Node drives it through window.mount, switchOnce and unmount.
import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import './no-transitions.css';
import { cssVarName, DEFAULT_CUSTOMIZATION, themeToCssVars } from '@wedding/tokens';
import { I18nProvider, ThemeProvider, ThemeToggle, useThemeMode } from '@wedding/ui';
import { Profiler, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/profiling';
import { settle, untilFrame } from '../../lib/frames.js';
import { COMPONENT_COUNT, ComponentGrid, renderCounter } from './components.jsx';

const SAMPLE_EVERY = 10;
const { theme, density } = DEFAULT_CUSTOMIZATION;
const commitCounter = { commits: 0 };
const countCommit = () => {
  commitCounter.commits += 1;
};
// The active variant's way of switching modes, set by the mounted tree.
const switcher = { toMode: (_mode) => {} };

function StoreSwitchBridge() {
  const { setPreference } = useThemeMode();
  useEffect(() => {
    switcher.toMode = setPreference;
  }, [setPreference]);
  return null;
}

// Created once: a `mode` prop change re-renders ThemeProvider but React skips these unchanged children.
const themedPage = (
  <>
    <ThemeToggle />
    <ComponentGrid />
  </>
);
const themedPageWithBridge = (
  <>
    <StoreSwitchBridge />
    {themedPage}
  </>
);

function NaiveThemeProvider({ mode, children }) {
  const themeVars = useMemo(() => themeToCssVars(theme, mode, density), [mode]);
  return (
    <div
      data-theme-root=""
      data-theme-mode={mode}
      style={{
        ...themeVars,
        colorScheme: mode,
        background: `var(${cssVarName(['color', 'background'])})`,
        color: `var(${cssVarName(['color', 'text'])})`,
      }}
    >
      {children}
    </div>
  );
}

function ThemePage({ variant }) {
  const [mode, setMode] = useState('light');
  useEffect(() => {
    if (variant !== 'store') switcher.toMode = setMode;
  }, [variant]);
  let tree;
  if (variant === 'store') tree = <ThemeProvider mode="light">{themedPageWithBridge}</ThemeProvider>;
  else if (variant === 'prop') tree = <ThemeProvider mode={mode}>{themedPage}</ThemeProvider>;
  else
    tree = (
      <NaiveThemeProvider mode={mode}>
        <ComponentGrid />
      </NaiveThemeProvider>
    );
  return (
    <Profiler id="theme-page" onRender={countCommit}>
      <I18nProvider locale="de">{tree}</I18nProvider>
    </Profiler>
  );
}

const root = createRoot(document.getElementById('root'));
let samples = [];
const reference = {};

/** Reading computed styles forces the style recalculation the variable change caused. */
const readSampleStyles = () =>
  samples.map((element) => {
    const style = getComputedStyle(element);
    return `${style.color}|${style.backgroundColor}|${style.borderTopColor}`;
  });

window.mount = async (variant) => {
  root.render(<ThemePage variant={variant} />);
  await untilFrame(() => document.querySelectorAll('[data-bench-item]').length === COMPONENT_COUNT);
  await settle();
  samples = [...document.querySelectorAll('[data-bench-item]')]
    .filter((_, index) => index % SAMPLE_EVERY === 0)
    .map((item) => item.firstElementChild ?? item);
  for (const mode of ['dark', 'light']) {
    switcher.toMode(mode);
    await settle(3);
    reference[mode] = readSampleStyles().join('\n');
  }
  return { samples: samples.length, lightDiffersFromDark: reference.light !== reference.dark };
};

window.unmount = async () => {
  root.render(null);
  await settle();
};

/** Switches to `mode` and times it; commits and item renders are counted until two frames later. */
window.switchOnce = async (mode) => {
  await settle();
  const themeRoot = document.querySelector('[data-theme-root]');
  commitCounter.commits = 0;
  renderCounter.renders = 0;
  let styles = [];
  const started = performance.now();
  switcher.toMode(mode);
  const { frame, painted } = await untilFrame(
    () => themeRoot.dataset.themeMode === mode,
    () => {
      styles = readSampleStyles();
    },
  );
  await settle();
  return {
    styled: frame - started,
    painted: painted - started,
    commits: commitCounter.commits,
    itemRenders: renderCounter.renders,
    stylesMatch: styles.join('\n') === reference[mode],
  };
};

window.benchInfo = { components: COMPONENT_COUNT, sampleEvery: SAMPLE_EVERY };
window.benchReady = true;
