/**
 * Resolves once the browser has painted (a hidden tab paints nothing, so it resolves at once there): the next
 * frame's callback runs just before that paint, the timeout just after it.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
