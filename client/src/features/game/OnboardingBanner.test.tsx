import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingMessages } from '../../domain/onboarding.js';
import { BANNER_FADE_MS, OnboardingBanner } from './OnboardingBanner.js';

function renderBanner(message = OnboardingMessages.niceWork(30, 11)) {
  const props = { onDismiss: vi.fn(), onAction: vi.fn(), onSkip: vi.fn(), onFocusAway: vi.fn() };
  render(<OnboardingBanner message={message} {...props} />);
  return props;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OnboardingBanner (spec 001 §2)', () => {
  it('shows its title, message, action, Skip and close; a type and its icon', () => {
    renderBanner();
    const banner = screen.getByRole('complementary', { name: 'Nice work!' });
    expect(banner).toHaveClass('onboarding-banner--challenge');
    expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Show Targets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip Tutorial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close tip' })).toBeInTheDocument();
  });

  it('fades out over 0.3 s after a dismissal, then is dismissed, handing focus on', () => {
    vi.useFakeTimers();
    const props = renderBanner();
    const close = screen.getByRole('button', { name: 'Close tip' });
    close.focus();
    fireEvent.click(close);
    expect(screen.getByTestId('onboarding-banner')).toHaveClass('is-leaving');
    expect(props.onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(BANNER_FADE_MS));
    expect(props.onDismiss).toHaveBeenCalledTimes(1);
    expect(props.onFocusAway).toHaveBeenCalledTimes(1);
    expect(BANNER_FADE_MS).toBe(300);
  });

  it('goes at once under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const props = renderBanner(OnboardingMessages.noMoreWords());
    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    expect(props.onAction).toHaveBeenCalledWith('endGame');
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tutorial' }));
    expect(props.onSkip).toHaveBeenCalledTimes(1);
  });
});
