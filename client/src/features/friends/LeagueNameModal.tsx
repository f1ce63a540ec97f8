import { LEAGUE_NAME_RULE } from '@dozen/engine';
import type { TLeagueSummary } from '@dozen/engine/contract';
import { useMutation } from '@tanstack/react-query';
import { createLeagueMutation, leagueCalls, leagueMutation } from '../../api/friends-query.js';
import { NameDialog } from './NameDialog.js';

const hint = `${LEAGUE_NAME_RULE.min} to ${LEAGUE_NAME_RULE.max} characters: letters, digits, spaces, hyphens, underscores and dots.`;

/** A new league's name (then `onCreated` opens it), or, for its owner, a league's new name. */
export default function LeagueNameModal({
  onClose,
  rename,
  onCreated,
}: {
  onClose: () => void;
  rename?: { leagueId: string; name: string };
  onCreated?: (league: TLeagueSummary) => void;
}) {
  const create = useMutation(createLeagueMutation());
  const renameLeague = useMutation(leagueMutation('rename', leagueCalls.rename));
  return (
    <NameDialog
      title={rename ? 'Rename League' : 'Create a League'}
      description={
        rename ? undefined : 'You get a link to share: everyone who opens it and signs in can join.'
      }
      label="League name"
      hint={hint}
      rule={LEAGUE_NAME_RULE}
      initial={rename?.name ?? ''}
      submitLabel={rename ? 'Rename' : 'Create League'}
      onClose={onClose}
      onSubmit={async (name) => {
        if (rename) {
          await renameLeague.mutateAsync({ leagueId: rename.leagueId, args: [name] });
          onClose();
          return;
        }
        const league = await create.mutateAsync(name);
        onClose();
        onCreated?.(league);
      }}
    />
  );
}
