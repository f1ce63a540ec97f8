import { useEffect, useId, useRef, useState } from 'react';
import { Button, IconButton } from '../../shared/ui/Button.js';
import { prefersReducedMotion } from '../../shared/ui/confetti.js';
import { IconEye, IconStar } from '../../shared/ui/icons.js';
import { IconBulb, IconClose } from '../../shared/ui/more-icons.js';
import { IconSparkles } from '../../shared/ui/progress-icons.js';
import type { BannerType, OnboardingAction, OnboardingMessage } from '../../domain/onboarding.js';
import './OnboardingBanner.css';

/** The fade after a dismissal (spec 001 §2: "fades out about 0.3 s after dismissal"). */
export const BANNER_FADE_MS = 300;

const ICONS: Record<BannerType, typeof IconBulb> = {
  hint: IconBulb,
  challenge: IconStar,
  celebration: IconSparkles,
  reveal: IconEye,
};

export interface OnboardingBannerProps {
  message: OnboardingMessage;
  /** The close button, after the fade. */
  onDismiss: () => void;
  onAction: (does: OnboardingAction) => void;
  onSkip: () => void;
  /** Where focus goes once the banner that held it is gone. */
  onFocusAway: () => void;
}

/**
 * The onboarding banner (spec 001 §2): hint, challenge, celebration or reveal, each with its icon;
 * a title, the message, an optional action, a close button, and Skip for the whole tutorial.
 * Under prefers-reduced-motion it goes at once instead of fading.
 */
export function OnboardingBanner({
  message,
  onDismiss,
  onAction,
  onSkip,
  onFocusAway,
}: OnboardingBannerProps) {
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Runs `then` after the fade, handing focus on if the banner had it. */
  function leave(then: () => void): void {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    const finish = () => {
      then();
      if (hadFocus) onFocusAway();
    };
    if (prefersReducedMotion()) return finish();
    setLeaving(true);
    timer.current = setTimeout(finish, BANNER_FADE_MS);
  }

  const Icon = ICONS[message.type];
  return (
    <aside
      ref={rootRef}
      className={`onboarding-banner onboarding-banner--${message.type}${leaving ? ' is-leaving' : ''}`}
      aria-labelledby={titleId}
      data-testid="onboarding-banner"
      data-message={message.id}
    >
      <Icon className="onboarding-banner__icon" aria-hidden="true" />
      <div className="onboarding-banner__body">
        <h2 id={titleId} className="onboarding-banner__title">
          {message.title}
        </h2>
        <p className="onboarding-banner__text">{message.text}</p>
        <div className="button-row onboarding-banner__actions">
          {message.action && (
            <Button
              size="small"
              onClick={() => leave(() => onAction(message.action!.does))}
              disabled={leaving}
            >
              {message.action.label}
            </Button>
          )}
          <Button size="small" variant="ghost" onClick={() => leave(onSkip)} disabled={leaving}>
            Skip Tutorial
          </Button>
        </div>
      </div>
      <IconButton
        label="Close tip"
        icon={<IconClose />}
        size="small"
        onClick={() => leave(onDismiss)}
        disabled={leaving}
      />
    </aside>
  );
}
