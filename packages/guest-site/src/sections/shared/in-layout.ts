/**
 * A vanilla-extract selector for a layout variant: the page chooses it with data-layout on an ancestor (classic,
 * modern, romantic, artdeco).
 */
export const inLayout = (layout: string) => `[data-layout="${layout}"] &`;
