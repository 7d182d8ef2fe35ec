export { DEFAULT_LAYOUT, isLayout, LAYOUT_OPTIONS, LAYOUTS, type Layout, type LayoutOption } from './layouts';
