import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.js';

afterEach(cleanup);

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <div id="root">
      <button onClick={() => setOpen(true)}>Open settings</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        description="Change how Dozen behaves."
        footer={<button onClick={() => setOpen(false)}>Done</button>}
      >
        <input aria-label="Name" />
        {nested && <button onClick={() => setInner(true)}>Sign out</button>}
      </Modal>
      <Modal open={inner} onClose={() => setInner(false)} title="Sign Out?">
        <button>Yes, Sign Out</button>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Change how Dozen behaves.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    const done = screen.getByRole('button', { name: 'Done' });
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped to the first control (the corner close button)
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its corner button and its footer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with dialogs stacked, Escape closes only the top one and focus returns to its opener', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness nested />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await user.click(signOut);
    expect(screen.getByRole('dialog', { name: 'Sign Out?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Sign Out' })).toHaveFocus();
    // The page beneath is inert while a dialog is open.
    expect(container.querySelector('#root')).toHaveProperty('inert', true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign Out?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(signOut).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('#root')).toHaveProperty('inert', false);
  });

  it('makes a body that scrolls a named, focusable region, but never gives it the first focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    cleanup();

    // jsdom has no layout: give every element more content than room, as a long text would.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    try {
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open settings' }));
      const body = screen.getByRole('region', { name: 'Settings' });
      expect(body).toHaveAttribute('tabindex', '0');
      expect(body).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(body).toHaveFocus();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('Modal, the moment it appears', () => {
  it('already takes Escape and focus: a key pressed as soon as it is on screen is not lost', async () => {
    // A busy phone may paint the dialog and deliver a key before React's passive effects run:
    // the observer below acts in that window, after the commit and before any later task.
    const host = document.createElement('div');
    document.body.append(host);
    const onClose = vi.fn();
    let focusedOnAppearance: Element | null = null;
    const appeared = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return;
        observer.disconnect();
        focusedOnAppearance = document.activeElement;
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const root = createRoot(host);
    root.render(
      <Modal open onClose={onClose} title="Fantastic!">
        <button>Continue</button>
      </Modal>,
    );
    await appeared;
    expect(focusedOnAppearance).toBe(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    root.unmount();
    host.remove();
  });
});
