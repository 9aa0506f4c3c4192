import type { ShareOption } from '../../../lib/share/share-options';

const GLYPHS: Record<ShareOption['network'], string> = {
  permalink: '∞',
  embed: '</>',
  email: '✉',
  facebook: 'f',
  twitter: '𝕏',
  reddit: 'r/',
  pinterest: 'P',
  report: '⚑',
};

interface ShareOptionButtonProps {
  option: ShareOption;
  tabIndex: number;
  onFocus: () => void;
  onUse: () => void;
}

/** One option of the row: a link for an href type, a button for the others. */
export function ShareOptionButton({ option, tabIndex, onFocus, onUse }: ShareOptionButtonProps) {
  const icon = (
    <span className={`share-option__icon share-option__icon--${option.network}`} aria-hidden="true">
      {GLYPHS[option.network]}
    </span>
  );
  if (option.type === 'href') {
    return (
      <a
        className="share-option"
        data-share-option={option.network}
        href={option.href}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onClick={onUse}
        {...(option.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {icon}
        {option.label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="share-option"
      data-share-option={option.network}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onClick={onUse}
    >
      {icon}
      {option.label}
    </button>
  );
}
