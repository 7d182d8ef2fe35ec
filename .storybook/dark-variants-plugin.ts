import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the dark copy of a story comes from (imported by the code this plugin adds). */
const RUNTIME = fileURLToPath(new URL('./dark-variant.ts', import.meta.url));

/**
 * A story test written by @storybook/addon-vitest's transform: `_test("Name", _testStory({ exportName: "X",
 * story: X, ... }));`. The transform's output comes from a code generator, so its shape is stable.
 */
const STORY_TEST =
  /_test\("((?:[^"\\]|\\.)*)", _testStory\(\{\n(\s*)exportName: "(\w+)",\n\s*story: (\w+),([\s\S]*?)\}\)\);/g;

/** The start of every story test the transform writes (the call, not the import of `_testStory`). */
const STORY_TEST_CALL = /_test\("(?:[^"\\]|\\.)*", _testStory\(/g;

/**
 * Adds a dark test beside every story test of a stories file: the story rendered with the colorMode global
 * 'dark', without its play function, then axe (the a11y addon's afterEach). The light test runs the play and axe;
 * the dark one checks that every story's palette passes in dark too. One test run then imports each stories file
 * once instead of once per colour mode, which halves the story stage of CI.
 *
 * Must come after `storybookTest()` in a project's plugins, so it sees the transform's tests.
 */
export function storyDarkVariantsPlugin(): Plugin {
  return {
    name: 'wedding-story-dark-variants',
    transform(code, id) {
      if (!/\.stories\.tsx?(\?|$)/.test(id) || !code.includes('_testStory(')) return undefined;
      const darkTests = [...code.matchAll(STORY_TEST)].map(
        ([, testName, indent, exportName, story, rest]) =>
          `  _test("${testName} [dark]", _testStory({\n${indent}exportName: "${exportName}",\n${indent}story: __inDarkWithoutPlay(${story}),${rest}}));`,
      );
      // Every story test needs its dark twin: when the addon's output changes shape, fail loudly instead of
      // silently testing the light palette only.
      const storyTests = code.match(STORY_TEST_CALL)?.length ?? 0;
      if (darkTests.length !== storyTests) {
        throw new Error(
          `${id}: ${storyTests} story tests but ${darkTests.length} matched STORY_TEST; the output of @storybook/addon-vitest changed, update .storybook/dark-variants-plugin.ts`,
        );
      }
      if (darkTests.length === 0) return undefined;
      return {
        code: `${code}\nimport { inDarkWithoutPlay as __inDarkWithoutPlay } from ${JSON.stringify(RUNTIME)};\nif (_isRunningFromThisFile) {\n${darkTests.join('\n')}\n}\n`,
        map: null,
      };
    },
  };
}
