import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js';

/** What a yes/no question says: the exact texts of spec 000 §2. */
interface ConfirmTexts {
  title: string;
  description: string;
  noLabel: string;
  yesLabel: string;
}

interface ConfirmProps {
  onNo: () => void;
  onYes: () => void;
}

/** A game's yes/no question: only its buttons answer it, with the exact texts of spec 000 §2. */
export function Confirm(props: ConfirmTexts & ConfirmProps) {
  return <ConfirmDialog {...props} hideCloseButton />;
}

/** A game question whose texts never change: only its answers are the caller's. */
function fixedConfirm(texts: ConfirmTexts) {
  return (props: ConfirmProps) => <Confirm {...props} {...texts} />;
}

export const EndGameModal = fixedConfirm({
  title: 'End Game?',
  description: 'Your score will be saved and this game will end. You can play again afterwards.',
  noLabel: 'No, Continue',
  yesLabel: 'Yes, End Game',
});

export const LeaveGameModal = fixedConfirm({
  title: 'Leave Game?',
  description: 'Your words so far will be saved and this game will end.',
  noLabel: 'No, Stay',
  yesLabel: 'Yes, Leave',
});

export const HideSuggestionsModal = fixedConfirm({
  title: 'Hide Suggestions?',
  description:
    "Suggestions appear when a few words in a row don't count. You can turn them back on in Settings.",
  noLabel: 'Cancel',
  yesLabel: 'Yes, Hide Suggestions',
});
