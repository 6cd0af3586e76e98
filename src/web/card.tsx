import { Component } from 'preact';
import { type Card, isRed, rankOf, suitOf } from '../engine/index.ts';
import { RANK_LABELS, SUIT_PATHS } from './suits.ts';
import type { CardView } from './view.ts';

const SUIT_CLASS = ['clubs', 'diamonds', 'spades', 'hearts'] as const;

/** A suit symbol drawn as SVG. */
export const SuitIcon = ({ suit, className }: { suit: 0 | 1 | 2 | 3; className?: string }) => (
  <svg class={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <path d={SUIT_PATHS[suit]} />
  </svg>
);

/** The drawn face of a card (rank index, suit, centre pip or court letter); decorative, named by its holder. */
const drawFace = (card: Card, faceUp: boolean) => {
  if (!faceUp) return <div class="back" aria-hidden="true" />;
  const rank = rankOf(card);
  const suit = suitOf(card);
  return (
    <div class={`face ${SUIT_CLASS[suit]} ${isRed(card) ? 'red' : 'black'}`} aria-hidden="true">
      <span class="index">
        <span class="rank">{RANK_LABELS[rank]}</span>
        <SuitIcon suit={suit} className="suit" />
      </span>
      {rank >= 10 ? (
        <span class="court">
          <span class="court-letter">{RANK_LABELS[rank]}</span>
          <SuitIcon suit={suit} className="court-suit" />
        </span>
      ) : (
        <SuitIcon suit={suit} className="pip" />
      )}
    </div>
  );
};

/** A card face that redraws only when its card or side changes (a move re-renders the table, not 52 faces). */
export class CardFace extends Component<{ view: CardView }> {
  override shouldComponentUpdate(next: { view: CardView }): boolean {
    return next.view.card !== this.props.view.card || next.view.faceUp !== this.props.view.faceUp;
  }

  override render() {
    return drawFace(this.props.view.card, this.props.view.faceUp);
  }
}
