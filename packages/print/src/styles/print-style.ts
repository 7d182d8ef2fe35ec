import type { Styles } from '@react-pdf/renderer';

/** One react-pdf style object (the renderer exports only the record type). */
export type PrintStyle = Styles[string];
