import { OPACITY_INPUT_DEBOUNCE_MS, opacityToPercent, percentToOpacity } from '@wedding/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Opacity (docs/requirements.md A5) as a typed percent: what is typed shows at once; 300 ms after the last keystroke it
 * is read, clamped to 10-100 % (nearest 10) and handed on, and the field shows the clamped value. The slider's changes
 * show in the field straight away.
 */
export function useOpacityInput(opacity: number, onChange: (opacity: number) => void) {
  const [text, setText] = useState(String(opacityToPercent(opacity)));
  const typing = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!typing.current) setText(String(opacityToPercent(opacity)));
  }, [opacity]);

  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      const typed = Number.parseFloat(text.replace(',', '.'));
      const next = Number.isFinite(typed) ? percentToOpacity(typed) : opacity;
      setText(String(opacityToPercent(next)));
      onChangeRef.current(next);
    }, OPACITY_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, opacity]);

  return {
    text,
    type: (next: string) => {
      typing.current = true;
      setText(next);
    },
  };
}
