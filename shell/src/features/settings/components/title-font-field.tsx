import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../../../lib/load-once';
import { TitleFontSelect, type TitleFontFieldProps } from './title-font-select';

const loadPicker = loadOnce(() => import('./title-font-picker'));

/** Starts the picker's download with the settings' own (the page calls it on mount). */
export function preloadTitleFontPicker(): void {
  loadPicker().catch(() => undefined);
}

/**
 * The blog's title font (issue 10): a list of the catalogue's fonts, each drawn in its own face
 * (its own chunk, so no page but this one carries it). Until it arrives, and if it cannot, the same
 * choice as a plain list box, which works just the same.
 */
export function TitleFontField(props: TitleFontFieldProps) {
  const [Picker, setPicker] = useState<ComponentType<TitleFontFieldProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadPicker().then(
      (m) => live && setPicker(() => m.TitleFontPicker),
      (error: unknown) => console.error('[error-report] the title font picker failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return Picker ? <Picker {...props} /> : <TitleFontSelect {...props} />;
}
