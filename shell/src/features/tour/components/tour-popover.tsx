import { forwardRef, useId } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { AppLink } from '../../../components/app-link';
import type { Placement } from '../lib/place-popover';
import type { TourStep } from '../lib/tour-steps';

export const TOUR_LABELS = { ok: 'OK', skip: 'Skip the tour' } as const;

export interface TourPopoverProps {
  step: TourStep;
  number: number;
  count: number;
  placement: Placement | null;
  sheet: boolean;
  /** The anchor is behind the phone's Menu button. */
  inMenu: boolean;
  /** The appearance template's picture: the acting blog's avatar. */
  avatarUrl?: string | undefined;
  onOk: () => void;
  onSkip: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The guided-tour popover (spec 3 §2 screen 19): a modal dialog named by its title, in the standard
 * template (title, text, buttons) or the appearance one (the blog's avatar and a link to its settings
 * as well), with an arrow towards its anchor unless it is centred or a phone's sheet. Hidden until it
 * has been measured and placed.
 */
export const TourPopover = forwardRef<HTMLDivElement, TourPopoverProps>(function TourPopover(
  { step, number, count, placement, sheet, inMenu, avatarUrl, onOk, onSkip, onKeyDown },
  ref,
) {
  const titleId = useId();
  const textId = useId();
  const last = number === count;
  const style: CSSProperties = placement
    ? { top: placement.top, left: placement.left }
    : { top: 0, left: 0, visibility: 'hidden' };
  const arrow = placement?.arrow;
  const classes = [
    'shell-tour__popover',
    `shell-tour__popover--${step.template}`,
    sheet ? 'shell-tour__popover--sheet' : '',
    placement ? `shell-tour__popover--${placement.position}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={classes}
      style={style}
      data-template={step.template}
      data-position={placement?.position}
      data-step={step.id}
      onKeyDown={onKeyDown}
    >
      {arrow && !sheet ? (
        <span
          className={`shell-tour__arrow shell-tour__arrow--${arrow.side}`}
          style={arrow.side === 'top' || arrow.side === 'bottom' ? { left: arrow.offset } : { top: arrow.offset }}
          aria-hidden="true"
        />
      ) : null}
      <p className="shell-tour__count">
        Step {number} of {count}
      </p>
      {step.template === 'appearance' && avatarUrl ? (
        <img className="shell-tour__avatar" src={avatarUrl} alt="" width={48} height={48} />
      ) : null}
      <h2 id={titleId} className="shell-tour__title">
        {step.title}
      </h2>
      <p id={textId} className="shell-tour__text">
        {step.text}
        {inMenu && step.inMenuText ? ` ${step.inMenuText}` : ''}
      </p>
      {step.template === 'appearance' && step.link ? (
        <p className="shell-tour__link">
          <AppLink href={step.link.href} onClick={onOk}>
            {step.link.label}
          </AppLink>
        </p>
      ) : null}
      <div className="shell-tour__buttons">
        {!last && (
          <button type="button" className="shell-button shell-tour__skip" onClick={onSkip}>
            {TOUR_LABELS.skip}
          </button>
        )}
        <button type="button" className="shell-button shell-button--primary shell-tour__ok" onClick={onOk}>
          {TOUR_LABELS.ok}
        </button>
      </div>
    </div>
  );
});
