import { Circle, Path, Polygon, Rect, Svg } from '@react-pdf/renderer';

/** Shapes that stay distinct in black and white and at 3 mm: one per meal option, in the options' order. */
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star'] as const;

export function MealSymbol({ symbol, color, size }: { symbol: number; color: string; size: number }) {
  const shape = SHAPES[((symbol % SHAPES.length) + SHAPES.length) % SHAPES.length];
  return (
    <Svg width={size} height={size} viewBox="0 0 10 10">
      {shape === 'circle' ? <Circle cx={5} cy={5} r={4.5} fill={color} /> : null}
      {shape === 'square' ? <Rect x={1} y={1} width={8} height={8} fill={color} /> : null}
      {shape === 'triangle' ? <Polygon points="5,0.5 9.5,9.5 0.5,9.5" fill={color} /> : null}
      {shape === 'diamond' ? <Polygon points="5,0.5 9.5,5 5,9.5 0.5,5" fill={color} /> : null}
      {shape === 'star' ? (
        <Path d="M5 0.5l1.3 3.2 3.4.2-2.6 2.2.8 3.4L5 7.6 2.1 9.5l.8-3.4L.3 3.9l3.4-.2Z" fill={color} />
      ) : null}
    </Svg>
  );
}
