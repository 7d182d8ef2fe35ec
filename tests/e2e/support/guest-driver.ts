import type { Locator, Page } from 'playwright-core';
import { type GuestMode, waitForIsland } from './browser';

/**
 * The guest's hands. The journey calls the same verbs in every mode; only how they reach the page differs:
 * `desktop` clicks with the mouse, `phone` taps on a 360 px touch screen, `keyboard` never touches the mouse
 * (Tab / Shift+Tab to move, Enter / Space to press, arrows inside radio groups and tab lists), so an element
 * that cannot be reached or used by keyboard fails the keyboard run.
 */
export interface GuestDriver {
  readonly mode: GuestMode;
  /** Activates a button or link. */
  press(target: Locator): Promise<void>;
  /** Ticks or unticks a checkbox / switch. */
  toggle(target: Locator): Promise<void>;
  /** Types into a text field as a person does, key by key (optionally replacing what is there). */
  type(target: Locator, text: string, options?: { replace?: boolean }): Promise<void>;
  /** Picks a radio button of a group. */
  choose(option: Locator): Promise<void>;
  /** Selects a tab of a tab list. */
  selectTab(tab: Locator): Promise<void>;
}

const TAB_LIMIT = 120;

async function isFocused(target: Locator, within = false): Promise<boolean> {
  return target
    .evaluate(
      (element, inside) =>
        inside ? element.contains(document.activeElement) : element === document.activeElement,
      within,
    )
    .catch(() => false);
}

async function describe(target: Locator): Promise<string> {
  return target.evaluate((element) => element.outerHTML.slice(0, 200)).catch(() => String(target));
}

/**
 * Moves the focus with Tab (then Shift+Tab) until it is on `target` (or inside it, with `within`); fails when the
 * keyboard cannot get there.
 */
export async function focusByKeyboard(
  page: Page,
  target: Locator,
  options: { within?: boolean } = {},
): Promise<void> {
  const within = options.within ?? false;
  await target.waitFor({ state: 'visible' });
  if (await isFocused(target, within)) return;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < TAB_LIMIT; step += 1) {
      await page.keyboard.press(key);
      if (await isFocused(target, within)) return;
    }
  }
  throw new Error(`not reachable with Tab / Shift+Tab: ${await describe(target)}`);
}

async function selectAllAndDelete(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

function pointerDriver(page: Page, mode: 'desktop' | 'phone'): GuestDriver {
  const press = async (target: Locator) => {
    await waitForIsland(target);
    await (mode === 'phone' ? target.tap() : target.click());
  };
  // Radios and checkboxes draw their own box over a visually hidden input: a person presses the label.
  const pressLabelOf = async (input: Locator) => {
    const label = input.locator('xpath=ancestor::label[1]');
    await press((await label.count()) > 0 ? label : input);
  };
  return {
    mode,
    press,
    toggle: pressLabelOf,
    async type(target, text, options) {
      await press(target);
      if (options?.replace) await selectAllAndDelete(page);
      await target.pressSequentially(text);
    },
    choose: pressLabelOf,
    selectTab: press,
  };
}

function keyboardDriver(page: Page): GuestDriver {
  return {
    mode: 'keyboard',
    async press(target) {
      await focusByKeyboard(page, target);
      await waitForIsland(target);
      await page.keyboard.press('Enter');
    },
    async toggle(target) {
      await focusByKeyboard(page, target);
      await waitForIsland(target);
      await page.keyboard.press('Space');
    },
    async type(target, text, options) {
      await focusByKeyboard(page, target);
      await waitForIsland(target);
      if (options?.replace) await selectAllAndDelete(page);
      await page.keyboard.type(text);
    },
    async choose(option) {
      // Tab enters a radio group once (on its checked, or first / last radio); the arrows move the choice within it.
      const group = option.locator('xpath=ancestor::*[@role="radiogroup"][1]');
      await focusByKeyboard(page, group, { within: true });
      await waitForIsland(group);
      const radios = await group.getByRole('radio').count();
      for (let step = 0; step < radios && !(await isFocused(option)); step += 1) {
        await page.keyboard.press('ArrowDown');
      }
      if (!(await isFocused(option))) throw new Error(`arrow keys did not reach ${await describe(option)}`);
      // Arrows select as they move; Space selects when the focus entered on this very option.
      if (!(await option.isChecked())) await page.keyboard.press('Space');
    },
    async selectTab(tab) {
      // A tab list is one Tab stop (its selected tab); arrows move between tabs, Enter/Space activate them.
      const list = tab.locator('xpath=ancestor::*[@role="tablist"][1]');
      await focusByKeyboard(page, list, { within: true });
      await waitForIsland(list);
      const tabs = await list.getByRole('tab').count();
      for (const key of ['ArrowRight', 'ArrowLeft']) {
        for (let step = 0; step < tabs && !(await isFocused(tab)); step += 1) {
          await page.keyboard.press(key);
        }
      }
      if (!(await isFocused(tab))) throw new Error(`arrow keys did not reach the tab ${await describe(tab)}`);
      if ((await tab.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
    },
  };
}

export function createGuestDriver(page: Page, mode: GuestMode): GuestDriver {
  return mode === 'keyboard' ? keyboardDriver(page) : pointerDriver(page, mode);
}
