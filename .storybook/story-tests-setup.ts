/**
 * Story tests assert what a person sees once it is there. An overlay that fades in (dialog, popover) is "not
 * visible" to toBeVisible for the first frames of its animation, so a check right after the click that opens it
 * depended on timing (it failed on CI). In story tests animations and transitions end at once; Storybook itself,
 * the apps and the visual tests keep them.
 */
const STYLE_ID = 'wedding-story-tests-no-motion';

if (!document.getElementById(STYLE_ID)) {
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent =
    '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;' +
    'transition-duration:0s!important;transition-delay:0s!important}';
  document.head.append(style);
}
