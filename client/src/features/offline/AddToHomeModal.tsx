import { useState, type ReactNode } from 'react';
import { Button } from '../../shared/ui/Button.js';
import { IconInstall } from '../../shared/ui/more-icons.js';
import { InfoModal } from '../../shared/ui/InfoModal.js';
import { promptInstall, useInstallPromptAvailable } from './install-prompt.js';
import './AddToHomeModal.css';

export type Platform = 'ios' | 'android' | 'desktop';

/** A best guess from the user agent: only used to put the player's own instructions first. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

const INSTRUCTIONS: Record<Platform, { title: string; steps: ReactNode[] }> = {
  ios: {
    title: 'iPhone and iPad (Safari)',
    steps: [
      <>Tap the Share button (the square with an arrow pointing up).</>,
      <>Scroll down and tap &lsquo;Add to Home Screen&rsquo;.</>,
      <>Tap &lsquo;Add&rsquo;. Dozen opens from your Home Screen like an app.</>,
    ],
  },
  android: {
    title: 'Android (Chrome)',
    steps: [
      <>Tap the menu button (three dots) at the top right.</>,
      <>Tap &lsquo;Install app&rsquo; or &lsquo;Add to Home screen&rsquo;.</>,
      <>Confirm with &lsquo;Install&rsquo;.</>,
    ],
  },
  desktop: {
    title: 'Computer (Chrome or Edge)',
    steps: [
      <>Click the install icon at the right end of the address bar.</>,
      <>
        Or open the browser menu and choose &lsquo;Install Dozen&rsquo; (in Edge: Apps › Install this site as
        an app).
      </>,
      <>Dozen opens in its own window and appears with your apps.</>,
    ],
  },
};

export default function AddToHomeModal({ onClose }: { onClose: () => void }) {
  const canPrompt = useInstallPromptAvailable();
  const [installed, setInstalled] = useState(false);
  const current = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const order: Platform[] = [
    current,
    ...(['ios', 'android', 'desktop'] as const).filter((p) => p !== current),
  ];

  return (
    <InfoModal
      onClose={onClose}
      title="Add to Home"
      description="Put Dozen on your home screen for one-tap play each day."
    >
      {canPrompt && (
        <Button
          block
          variant="accent"
          icon={<IconInstall />}
          onClick={async () => {
            setInstalled(await promptInstall());
          }}
        >
          Install Dozen
        </Button>
      )}
      {installed && (
        <p role="status" className="notice">
          Dozen is installed. Look for it with your apps.
        </p>
      )}
      <div style={{ marginTop: canPrompt ? 'var(--space-4)' : undefined }}>
        {order.map((platform) => (
          <section
            key={platform}
            className={platform === current ? 'platform-card platform-card--current' : 'platform-card'}
            aria-labelledby={`install-${platform}`}
          >
            <h3 id={`install-${platform}`} className="modal-section__title">
              {INSTRUCTIONS[platform].title}
              {platform === current && <span className="visually-hidden"> (this device)</span>}
            </h3>
            <ol className="modal-steps list-reset">
              {INSTRUCTIONS[platform].steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </InfoModal>
  );
}
