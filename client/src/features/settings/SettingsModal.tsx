import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button.js';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.js';
import { Modal } from '../../shared/ui/Modal.js';
import { Switch } from '../../shared/ui/Switch.js';
import { changePreferences } from '../../api/preferences.js';
import { friendsQuery } from '../../api/friends-query.js';
import { readLocalPreferences } from '../../shared/preferences.js';
import { useSession } from '../../api/session.js';
import { THEME_CHOICES } from '../../shared/styles/theme.js';
import { useAppModal } from '../../shared/modal-registry.js';
import './SettingsModal.css';

/**
 * Settings (spec 000 §2, 001 §2): contextual suggestions and the theme (shared/preferences.ts:
 * saved to the account too when signed in); for a signed-in player the account, Data Recovery
 * and Sign Out (confirmed in its own dialog); and the user id.
 */
export default function SettingsModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const store = useStore();
  const { open } = useAppModal();
  const { session, isSignedIn } = useSession();
  const [preferences, setPreferences] = useState(() => readLocalPreferences());
  const enabled = !preferences.contextualSuggestionsDisabled;

  function change(next: Partial<typeof preferences>) {
    setPreferences((current) => ({ ...current, ...next }));
    changePreferences(next, { queryClient, store });
  }

  return (
    <Modal open onClose={onClose} title="Settings" footer={<Button onClick={onClose}>Close</Button>}>
      <Switch
        label="Contextual Suggestions"
        stateLabel={enabled ? 'Appear When You Need Help' : 'Disabled'}
        checked={enabled}
        onChange={(next) => change({ contextualSuggestionsDisabled: !next })}
      />
      <ChoiceGroup
        legend="Theme"
        options={THEME_CHOICES}
        value={preferences.theme}
        onChange={(theme) => change({ theme })}
      />
      {isSignedIn && (
        <section className="settings-account" aria-labelledby="settings-account-title">
          <h3 id="settings-account-title" className="settings-account__title">
            Account
          </h3>
          {session?.email && (
            <p className="settings-account__email">
              Signed in as <strong>{session.email}</strong>
            </p>
          )}
          <DisplayNameRow onChange={() => open({ kind: 'displayName' })} />
          <div className="button-row settings-account__actions">
            <Button variant="secondary" onClick={() => open({ kind: 'dataRecovery' })}>
              Data Recovery
            </Button>
            <Button variant="danger" onClick={() => open({ kind: 'signOut' })}>
              Sign Out
            </Button>
          </div>
        </section>
      )}
      <p className="modal-meta">
        User ID: <code data-testid="settings-user-id">{session?.userId ?? 'not connected yet'}</code>
      </p>
    </Modal>
  );
}

/** The name Friends' leagues see (a signed-in player's; changed in its own dialog). */
function DisplayNameRow({ onChange }: { onChange: () => void }) {
  const name = useQuery(friendsQuery()).data?.displayName ?? null;
  return (
    <p className="settings-account__name">
      <span>
        Display name in leagues: <strong>{name ?? 'none yet'}</strong>
      </span>
      <Button size="small" variant="secondary" onClick={onChange}>
        {name ? 'Change' : 'Choose'}
      </Button>
    </p>
  );
}
