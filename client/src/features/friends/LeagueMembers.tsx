import type { TLeagueBoardResponse } from '@dozen/engine/contract';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { leagueCalls, leagueMutation } from '../../api/friends-query.js';
import { useAppModal } from '../../shared/modal-registry.js';
import { Button } from '../../shared/ui/Button.js';

/**
 * The league's members and what can be done: any member may leave; its owner may rename it,
 * remove a member, make a new invite link (the old one stops at once) and delete it. Each asks
 * first, in a dialog that names what will happen.
 */
export function LeagueMembers({ board }: { board: TLeagueBoardResponse }) {
  const { league } = board;
  const navigate = useNavigate();
  const { open } = useAppModal();
  const titleId = useId();
  const remove = useMutation(leagueMutation('remove', leagueCalls.remove));
  const rotate = useMutation(leagueMutation('rotate', leagueCalls.rotate));
  const leave = useMutation(leagueMutation('leave', leagueCalls.leave));
  const destroy = useMutation(leagueMutation('delete', leagueCalls.delete));
  const members = [...board.today.rows].sort((a, b) => a.memberId - b.memberId);
  const owner = league.you.isOwner;
  const back = () => navigate('/friends', { replace: true });

  return (
    <section className="card friends-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="friends-card__title">
        Members ({league.memberCount})
      </h2>
      <ul className="members">
        {members.map((member) => (
          <li key={member.memberId} className="members__row">
            <span className="members__name">
              {member.name}
              {member.memberId === league.you.memberId && ' (you)'}
            </span>
            {owner && member.memberId !== league.you.memberId && (
              <Button
                size="small"
                variant="secondary"
                aria-label={`Remove ${member.name}`}
                onClick={() =>
                  open({
                    kind: 'leagueConfirm',
                    title: `Remove ${member.name}?`,
                    message: `${member.name} leaves “${league.name}” at once and sees nothing more of it. To keep them from joining again, make a new invite link too.`,
                    confirmLabel: 'Remove',
                    action: () => remove.mutateAsync({ leagueId: league.id, args: [member.memberId] }),
                  })
                }
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="button-row">
        {owner && (
          <>
            <Button
              variant="secondary"
              onClick={() => open({ kind: 'leagueName', rename: { leagueId: league.id, name: league.name } })}
            >
              Rename League
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                open({
                  kind: 'leagueConfirm',
                  title: 'Make a New Invite Link?',
                  message:
                    'The current link stops working at once. Share the new one with whoever should still join.',
                  confirmLabel: 'Make New Link',
                  action: () => rotate.mutateAsync({ leagueId: league.id, args: [] }),
                })
              }
            >
              New Invite Link
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            open({
              kind: 'leagueConfirm',
              title: 'Leave League?',
              message: owner
                ? `You leave “${league.name}”; the member who joined first after you owns it then (alone in it, it is deleted).`
                : `You leave “${league.name}” and see nothing more of it, until someone invites you again.`,
              confirmLabel: 'Leave',
              action: () => leave.mutateAsync({ leagueId: league.id, args: [] }),
              onDone: back,
            })
          }
        >
          Leave League
        </Button>
        {owner && (
          <Button
            variant="danger"
            onClick={() =>
              open({
                kind: 'leagueConfirm',
                title: 'Delete League?',
                message: `“${league.name}” and its boards go for every member, and its link stops working.`,
                confirmLabel: 'Delete',
                action: () => destroy.mutateAsync({ leagueId: league.id, args: [] }),
                onDone: back,
              })
            }
          >
            Delete League
          </Button>
        )}
      </div>
    </section>
  );
}
