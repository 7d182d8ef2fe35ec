import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  Label,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { fieldLabel } from '../../styles/shared.css';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'style' | 'children'> {
  label: string;
}

/** Single-thumb slider; formatOptions (e.g. { style: 'percent' }) control the locale-aware output. */
export function Slider({ label, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={styles.root}>
      <Label className={fieldLabel}>{label}</Label>
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <span className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
