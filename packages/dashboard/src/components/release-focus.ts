/**
 * Lets go of the focused element before a render removes it. Chrome blurs an element as it leaves the document,
 * and the field's and button's blur handlers update state: inside React's commit that is a nested render, which
 * React refuses ("Should not already be working"). Called first, the blur is an ordinary event.
 */
export function releaseFocus(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.blur();
}
