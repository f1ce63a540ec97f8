import { LEAGUE_MEMBER_LIMIT } from '@dozen/engine/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from '../../api/errors.js';
import { inviteQuery, joinLeagueMutation } from '../../api/friends-query.js';
import { useSession } from '../../api/session.js';
import { useAppModal } from '../../shared/modal-registry.js';
import { Button } from '../../shared/ui/Button.js';
import { IconUsers } from '../../shared/ui/icons.js';
import { friendsErrorMessage, needsDisplayName } from './errors.js';
import { FRIENDS_GATE } from './SignInToPlay.js';
import { rememberReturn } from '../../shared/return-after-sign-in.js';
import { useStartWithName } from './useStartWithName.js';
import './FriendsScreen.css';

/**
 * An invite link's page (at /join/:token): the league's name and size, and one tap to join. A
 * guest gets the sign-in gate at once (as for hints) and is back here after signing in (by code,
 * on this page; by the mailed link, through /auth-complete's Continue). A link that is unknown,
 * rotated or whose league was deleted is the same "not found".
 */
export default function JoinScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { open } = useAppModal();
  const { session, isSignedIn } = useSession();
  const titleId = useId();
  const preview = useQuery({ ...inviteQuery(token), enabled: session !== null });
  const join = useMutation(joinLeagueMutation());
  const startWithName = useStartWithName();
  const [failure, setFailure] = useState<string | null>(null);
  const gated = useRef(false);

  // A guest is asked to sign in as the page opens, once; this page is where they come back to.
  const league = preview.data;
  const guest = session !== null && !isSignedIn;
  useEffect(() => {
    if (!guest || !league || gated.current) return;
    gated.current = true;
    rememberReturn(`/join/${token}`);
    open(FRIENDS_GATE);
  }, [guest, league, token, open]);

  const memberOf = league?.memberOf;
  const joinNow = () =>
    startWithName(() => {
      setFailure(null);
      join.mutate(token, {
        onSuccess: (joined) => navigate(`/friends/${joined.id}`, { replace: true }),
        onError: (error) => {
          if (needsDisplayName(error)) open({ kind: 'displayName', onSaved: joinNow });
          else setFailure(friendsErrorMessage(error));
        },
      });
    });

  if (preview.isError && isNotFound(preview.error))
    return (
      <div className="page friends friends--narrow" aria-labelledby={titleId}>
        <h1 id={titleId} className="screen-title">
          Invite Link Not Found
        </h1>
        <p className="card friends-card">
          This invite link doesn’t work: it may have been replaced by a new one, or the league deleted. Ask
          for a new link.
        </p>
        <Link className="btn btn--secondary btn--medium" to="/">
          Return to Game
        </Link>
      </div>
    );

  return (
    <div className="page friends friends--narrow" aria-labelledby={titleId}>
      <p className="friends__muted">You're invited to a Dozen league</p>
      <h1 id={titleId} className="screen-title">
        {league ? league.name : '\u00a0'}
      </h1>
      <p className="join__count" role="status">
        {league ? `${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'}` : 'Loading…'}
      </p>
      <div className="card friends-card">
        <p>A board of the day that moves while its members play: no words shown until you finish yours.</p>
        {preview.isError && !isNotFound(preview.error) && (
          <p role="alert">{friendsErrorMessage(preview.error)}</p>
        )}
        {league && memberOf && (
          <Button block onClick={() => navigate(`/friends/${memberOf}`, { replace: true })}>
            Open the Board
          </Button>
        )}
        {league && !memberOf && league.full && (
          <p role="alert">
            This league is full: it has {LEAGUE_MEMBER_LIMIT} members, the most a league holds.
          </p>
        )}
        {league && !memberOf && !league.full && (
          <Button
            block
            icon={<IconUsers />}
            disabled={join.isPending}
            onClick={() => {
              if (!isSignedIn) {
                rememberReturn(`/join/${token}`);
                open(FRIENDS_GATE);
              } else joinNow();
            }}
          >
            {isSignedIn ? 'Join League' : 'Sign In to Join'}
          </Button>
        )}
        <p className="field__error" role="alert">
          {failure}
        </p>
      </div>
    </div>
  );
}
