// The star of a station row: a toggle button (aria-pressed) named by its station, so a screen
// reader says "Star station 12, toggle button, pressed".
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../lib/with-values';

interface FavouriteButtonProps {
  number: number;
  favourited: boolean;
  onToggle: (number: number, favourited: boolean) => void;
}

export function FavouriteButton({ number, favourited, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className={favourited ? 'favourite-button favourite-button--on' : 'favourite-button'}
      aria-pressed={favourited}
      aria-label={withValues(messages.studyStarStation, { number })}
      onClick={() => onToggle(number, !favourited)}
    >
      {favourited ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
    </button>
  );
}
