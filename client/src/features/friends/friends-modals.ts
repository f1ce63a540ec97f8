import { lazy } from 'react';
import type { TLeagueSummary } from '@dozen/engine/contract';
import type { ModalViews } from '../../shared/modal-registry.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    /** The display name: asked once before a first league (`onSaved` carries on), or from Settings. */
    displayName: { onSaved?: () => void };
    /** A new league's name, or (`rename`) a league's new name by its owner. */
    leagueName: { rename?: { leagueId: string; name: string }; onCreated?: (league: TLeagueSummary) => void };
    /** A league's question: remove a member, a new invite link, leave, delete. */
    leagueConfirm: {
      title: string;
      message: string;
      confirmLabel: string;
      action: () => Promise<unknown>;
      onDone?: () => void;
    };
  }
}

const dialogs = () => import('./friends-dialogs.js');

export const friendsModals: ModalViews<'displayName' | 'leagueName' | 'leagueConfirm'> = {
  displayName: lazy(() => dialogs().then((chunk) => ({ default: chunk.DisplayNameModal }))),
  leagueName: lazy(() => dialogs().then((chunk) => ({ default: chunk.LeagueNameModal }))),
  leagueConfirm: lazy(() => dialogs().then((chunk) => ({ default: chunk.ConfirmLeagueModal }))),
};
