import type { MoveErrorCode } from '../engine/index.ts';
import { formatList, type TextKey, t } from './i18n.ts';
import type { LinkProblem } from './link.ts';
import { DRAW_CHOICES } from './settings.ts';
import type { LostPart, StoreKind } from './storage.ts';

/** What a kind of stored data is, in the player's words ("saved game", "statistics"). */
export const storeLabel = (kind: StoreKind): string => t(`label_${kind}`);

/** Kinds whose label is a plural (English "were", not "was"): such sentences come in two messages. */
export const PLURAL_LABEL: ReadonlySet<StoreKind> = new Set(['settings', 'stats', 'shelf']);

const partText = (p: LostPart): string => {
  switch (p.kind) {
    case 'rule-sets':
      return t('lostRuleSets', { n: p.n });
    case 'days':
      return t('lostDays', { n: p.n });
    case 'games':
      return t('lostGames', { n: p.n });
    case 'moves':
      return t('lostMoves', { n: p.n });
    case 'redo':
      return t('lostRedo');
    case 'clock':
      return t('lostClock');
    case 'day-list':
      return t('lostDayList');
    case 'deal-numbers':
      return t('lostDealNumbers');
  }
};

/** The parts of stored data set aside, in words: "the last move and moves to redo". */
export const lostText = (parts: readonly LostPart[]): string => formatList(parts.map(partText));

/** Sentences one after another, as the language writes them (a space, or none in Japanese and Chinese). */
export const sentences = (list: readonly string[]): string =>
  list.reduce((a, b) => (a === '' ? b : t('twoSentences', { a, b })), '');

const MOVE_ERRORS: Record<MoveErrorCode, TextKey> = {
  'stock-empty': 'err_stockEmpty',
  'stock-not-empty': 'err_stockNotEmpty',
  'waste-empty': 'err_wasteEmpty',
  'no-passes-left': 'err_noPassesLeft',
  'column-empty': 'err_columnEmpty',
  'same-column': 'err_sameColumn',
  'not-next-on-foundation': 'err_notNextOnFoundation',
  'does-not-build': 'err_doesNotBuild',
  'king-only': 'err_kingOnly',
  'foundation-empty': 'err_foundationEmpty',
  'foundation-to-tableau-off': 'err_foundationToTableauOff',
  'wrong-count': 'err_wrongCount',
};

/** Why the engine refused a move, in words: "that column is empty". */
export const moveErrorText = (code: MoveErrorCode): string => t(MOVE_ERRORS[code]);

/**
 * The engine's reason for refusing a deal string in words. The engine gives an English phrase with no
 * code of its own for each reason: its phrases are matched here; one it may add later reads as a bad deal.
 */
const dealErrorText = (message: string): string | undefined => {
  const length = /^a deal has 52 cards \(104 characters\), this one has (\d+) characters$/.exec(message);
  if (length !== null) return t('dealLength', { n: Number(length[1]) });
  const card = /^card (\d+) "(.*)" (is not a card|appears twice)$/.exec(message);
  if (card === null) return undefined;
  return t(card[3] === 'appears twice' ? 'dealTwice' : 'dealNotCard', {
    n: Number(card[1]),
    v: card[2] ?? '',
  });
};

/** A problem of a link in words: '"draw=0" is not a draw count (use a number from 1 to 5).' */
export const problemText = (p: LinkProblem): string => {
  switch (p.code) {
    case 'bad-draw':
      return t('linkDraw', {
        v: p.value,
        min: DRAW_CHOICES[0] as number,
        max: DRAW_CHOICES[DRAW_CHOICES.length - 1] as number,
      });
    case 'bad-passes':
      return t('linkPasses', { v: p.value });
    case 'bad-f2t':
      return t('linkF2t', { v: p.value });
    case 'bad-seed':
      return t('linkSeed', { v: p.value });
    case 'bad-deal': {
      const why = dealErrorText(p.message);
      return why === undefined ? t('linkDealAny') : t('linkDeal', { why });
    }
  }
};
