import type { TLeagueSummary } from '@dozen/engine/contract';
import { useId } from 'react';
import { COPIED_TOAST, shareOrCopy } from '../../shared/share-sheet.js';
import { Button } from '../../shared/ui/Button.js';
import { IconShare } from '../../shared/ui/more-icons.js';
import { showToast } from '../../shared/ui/toast.js';

/**
 * The league's invite link, to share: the share sheet on phones, the clipboard elsewhere. The
 * link is also in a read-only field, to select by hand. Every member may share it; the owner can
 * replace it (the old one then stops working).
 */
export function InviteCard({ league }: { league: TLeagueSummary }) {
  const fieldId = useId();
  const titleId = useId();
  async function share() {
    const result = await shareOrCopy(`Join my Dozen league “${league.name}”: ${league.inviteUrl}`);
    if (result === 'copied') showToast({ ...COPIED_TOAST, title: 'Invite link copied', variant: 'success' });
    if (result === 'failed') showToast({ title: 'Could not share the link: copy it from the field.' });
  }
  return (
    <section className="card friends-card invite" aria-labelledby={titleId}>
      <h2 id={titleId} className="friends-card__title">
        Invite Friends
      </h2>
      <p className="friends__muted">Whoever opens this link and signs in can join.</p>
      <label htmlFor={fieldId} className="visually-hidden">
        Invite link
      </label>
      <input
        id={fieldId}
        className="field__input invite__link"
        readOnly
        value={league.inviteUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button block icon={<IconShare />} onClick={() => void share()}>
        Share Invite Link
      </Button>
    </section>
  );
}
