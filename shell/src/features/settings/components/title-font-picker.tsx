import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { TITLE_FONTS, titleFontFamily, type TitleFont } from '@dash/shared-contracts/core';
import { useTitleFontStylesheet } from '../../../lib/title-font-stylesheet';
import type { TitleFontFieldProps } from './title-font-select';
import './title-font-picker.css';

/**
 * The names of the options that have scrolled into (or near) the list's view: a web font's
 * stylesheet is linked only once its option is shown. Without IntersectionObserver, every option.
 */
function useShownFonts(list: RefObject<HTMLDivElement | null>, names: readonly string[]): ReadonlySet<string> {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const key = names.join('\n');
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(new Set(key.split('\n')));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => (e.target as HTMLElement).dataset.font ?? '');
        if (seen.length === 0) return;
        for (const entry of entries) if (entry.isIntersecting) observer.unobserve(entry.target);
        setShown((before) => new Set([...before, ...seen]));
      },
      // Half a list ahead each way, so a face is usually there before its option scrolls in.
      { root, rootMargin: '50% 0px' },
    );
    for (const option of root.querySelectorAll('[data-font]')) observer.observe(option);
    return () => observer.disconnect();
  }, [list, key]);
  return shown;
}

interface OptionProps {
  font: Pick<TitleFont, 'name' | 'family'>;
  group: string;
  checked: boolean;
  shown: boolean;
  weight: TitleFontFieldProps['weight'];
  onChange: (name: string) => void;
}

function FontOption({ font, group, checked, shown, weight, onChange }: OptionProps) {
  useTitleFontStylesheet(shown ? font.name : null);
  return (
    <label className="shell-font-picker__option" data-font={font.name}>
      <input type="radio" name={group} value={font.name} checked={checked} onChange={() => onChange(font.name)} />
      <span className="shell-font-picker__face" style={{ fontFamily: font.family, fontWeight: weight === 'bold' ? 700 : 400 }}>
        {font.name}
      </span>
    </label>
  );
}

/**
 * The title font as a radio group in a scrolling list, each font's name drawn in its own face and
 * weight (arrow keys move through it as through any radio group). The chosen font is scrolled into
 * the list's view when the picker appears.
 */
export function TitleFontPicker({ value, weight, error, onChange }: TitleFontFieldProps) {
  const group = useId();
  const errorId = useId();
  const list = useRef<HTMLDivElement>(null);
  // A font stored before the catalogue stays choosable until it is changed.
  const fonts = TITLE_FONTS.some((f) => f.name === value)
    ? TITLE_FONTS
    : [{ name: value, family: titleFontFamily(value) }, ...TITLE_FONTS];
  const shown = useShownFonts(
    list,
    fonts.map((f) => f.name),
  );

  useEffect(() => {
    const root = list.current;
    const chosen = root?.querySelector<HTMLElement>('input:checked')?.closest('label');
    if (root && chosen) root.scrollTop = chosen.offsetTop - (root.clientHeight - chosen.offsetHeight) / 2;
    // Once, when the picker appears: later choices are made in view.
  }, []);

  return (
    <fieldset className="shell-font-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="shell-field__label">Title font</legend>
      <div className="shell-font-picker__list" ref={list}>
        {fonts.map((font) => (
          <FontOption
            key={font.name}
            font={font}
            group={group}
            checked={font.name === value}
            shown={shown.has(font.name)}
            weight={weight}
            onChange={onChange}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="shell-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
