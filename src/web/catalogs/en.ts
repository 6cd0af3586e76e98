import type { enDialogs } from './en-dialogs.ts';

/**
 * The English messages of the web game that the page needs from the start; with those of the dialogs
 * (en-dialogs.ts) they are the catalog every other language's must match (its type is `Messages`). `{name}` is a placeholder; an object is a plural, its form chosen by Intl.PluralRules for
 * `{n}`; a list is indexed (ranks Ace..King, suits by the engine's suit index: clubs, diamonds, spades,
 * hearts). Words that follow one another in a sentence stay in one message, so that each language can
 * order them its own way.
 */
export const en = {
  // The page
  appTitle: 'Klondike Solitaire',

  // Cards and piles
  ranks: ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'],
  /** A suit on its own (a foundation's name). */
  suits: ['clubs', 'diamonds', 'spades', 'hearts'],
  /** A suit as a card's name uses it. */
  cardSuits: ['clubs', 'diamonds', 'spades', 'hearts'],
  card: '{rank} of {suit}',
  faceDown: 'Face-down card',
  stock: 'Stock',
  waste: 'Waste',
  foundation: 'Foundation {n}, {suit}',
  column: 'Column {n}',
  table: 'Table',
  passLimited: {
    one: 'Pass {pass} of {passes}, {n} redeal left',
    other: 'Pass {pass} of {passes}, {n} redeals left',
  },
  passUnlimited: 'Pass {pass}, unlimited passes',
  stockCards: { one: '{n} card. {passes}.', other: '{n} cards. {passes}.' },
  stockRedeal: 'Empty: select to turn the waste over. {passes}.',
  stockDone: 'Empty, no redeals left. {passes}.',

  // Rules
  rules: { one: 'draw {draw}, {n} pass', other: 'draw {draw}, {n} passes' },
  rulesUnlimited: 'draw {draw}, unlimited passes',
  rulesNoF2t: {
    one: 'draw {draw}, {n} pass, no foundation-to-tableau',
    other: 'draw {draw}, {n} passes, no foundation-to-tableau',
  },
  rulesUnlimitedNoF2t: 'draw {draw}, unlimited passes, no foundation-to-tableau',

  // Status line
  gameStatus: 'Game status',
  deal: 'Deal {seed}',
  customDeal: 'Custom deal',
  score: 'Score {v}',
  time: 'Time {v}',
  moves: 'Moves {v}',
  scoreLabel: 'Score',
  timeLabel: 'Time',
  movesLabel: 'Moves',
  noMoreMoves: 'No more moves',
  dailyTag: 'Daily {date}',
  dailyTagLate: 'Daily {date} (late)',
  difficulty: 'Difficulty {grade}',
  grade_easy: 'easy',
  grade_medium: 'medium',
  grade_hard: 'hard',
  hintSourceHonest: 'Hint: cards you can see',
  hintSourceLine: 'Hint: winning line',
  hintSourceRule: 'Hint: rule of thumb',
  verdict_winnable: 'Winnable',
  verdict_lost: 'Not winnable',
  verdict_unknown: 'Not sure',
  verdict_checking: 'Checking…',
  lostSinceShort: 'No longer winnable since move {n}',

  // Score
  vegasBreakdown: 'Deal cost {cost}, cards on foundations {cards}: {net} this game.',
  vegasBreakdownBalance:
    'Deal cost {cost}, cards on foundations {cards}: {net} this game, balance {balance}.',
  scoreBreakdown: { other: '{n} points for play: {total} in all.' },
  scoreBreakdownTimed: {
    other: '{n} points for play, time penalty −{penalty}, time bonus +{bonus}: {total} in all.',
  },

  // Toolbar
  toolbar: 'Game',
  more: 'More',
  newGame: 'New game',
  newGameTitle: 'New game (N)',
  restart: 'Restart',
  restartTitle: 'Restart this deal',
  undo: 'Undo',
  undoTitle: 'Undo (Z)',
  redo: 'Redo',
  redoTitle: 'Redo (Y)',
  hint: 'Hint',
  hintTitle: 'Hint (H): press again to play it',
  autoComplete: 'Auto-complete',
  sendAll: 'Send all',
  sendAllName: 'Send all playable cards to the foundations',
  sendAllTitle: 'Send all playable cards to the foundations (A)',
  watch: 'Watch',
  watchName: 'Watch the computer play',
  watchTitle: 'Watch the computer play from the cards you can see; any key or click stops it',
  dealButton: 'Deal',
  dealTitle: 'Deal number and link',
  daily: 'Daily',
  dailyTitle: 'Daily deal',
  options: 'Options',
  statistics: 'Statistics',
  help: 'Help',
  helpTitle: 'Help and shortcuts (?)',

  // Notices
  restore: 'Restore',
  discard: 'Discard',
  dismiss: 'Dismiss message',
  shelfKept: 'A game in progress is kept for you.',
  resumeFrom: 'Resume your game from {saved}',
  countLost: 'Count it as lost',
  savedDeal: 'deal {seed}, move {n}',
  savedCustom: 'the custom deal, move {n}',
  label_save: 'saved game',
  label_settings: 'options',
  label_stats: 'statistics',
  label_daily: 'daily deal record',
  label_shelf: 'games kept for later',
  /** The sentences about stored data come as "…One" (a label in the singular) and "…Many" (plural). */
  storeStuckOne: 'Your {label} could not be read and was left untouched.',
  storeStuckMany: 'Your {label} could not be read and were left untouched.',
  storePart: 'Part of your {label} could not be read ({lost}) and was set aside; the rest is kept.',
  storeWholeOne:
    'Your {label} could not be read (damaged, or from another version) and was set aside; a fresh start was made.',
  storeWholeMany:
    'Your {label} could not be read (damaged, or from another version) and were set aside; a fresh start was made.',
  storeRefused:
    'This browser refused to save (storage is full or disabled): your game, options and statistics will not be kept after you leave.',
  restored: 'Your {label} set aside came back.',
  restoreFailed: 'Your {label} set aside could not be read.',
  backupDeleted: 'The data set aside was deleted.',
  lostRuleSets: { one: '{n} rule set', other: '{n} rule sets' },
  lostDays: { one: '{n} day', other: '{n} days' },
  lostGames: { one: '{n} game', other: '{n} games' },
  lostMoves: { one: 'the last move', other: 'the last {n} moves' },
  lostRedo: 'moves to redo',
  lostClock: 'the clock',
  lostDayList: 'the list of days',
  lostDealNumbers: 'some deal numbers',

  // Links
  linkBad: 'This link could not be opened: {problems} Here is a normal game instead.',
  linkPart:
    'Part of this link could not be used: {problems} The deal opens with your usual rules for that part.',
  linkDraw: '"draw={v}" is not a draw count (use a number from {min} to {max}).',
  linkPasses: '"passes={v}" is not a number of passes (a number or "unlimited").',
  linkF2t: '"f2t={v}" must be 0 or 1.',
  linkDeal: 'The deal in this link is not valid: {why}.',
  linkDealAny: 'The deal in this link is not valid.',
  dealLength: 'a deal has 52 cards (104 characters), this one has {n} characters',
  dealNotCard: 'card {n} "{v}" is not a card',
  dealTwice: 'card {n} "{v}" appears twice',
  linkSeed: '"{v}" is not a deal number (a whole number from 0 to 4294967295).',

  // Announcements
  moveTurned: 'Turned {card}.',
  moveRedeal: 'Turned the waste over into the stock.',
  moveTo: '{card} to {pile}',
  moveRunTo: { other: '{card} and {n} more to {pile}' },
  moveFrom: '{card} from {from} to {pile}',
  moveRevealing: '{move}, revealing {card}',
  sentence: '{text}.',
  twoSentences: '{a} {b}',
  won: '{text} You won!',
  notAllowed: 'That move is not allowed: {why}.',
  err_stockEmpty: 'the stock is empty',
  err_stockNotEmpty: 'the stock is not empty yet',
  err_wasteEmpty: 'the waste is empty',
  err_noPassesLeft: 'no passes through the stock are left',
  err_columnEmpty: 'that column is empty',
  err_sameColumn: 'a column cannot move onto itself',
  err_notNextOnFoundation: 'that card is not the next one on its foundation',
  err_doesNotBuild: 'no card there builds on the target (one rank lower, other colour)',
  err_kingOnly: 'only a King, or a run headed by a King, may go into an empty column',
  err_foundationEmpty: 'that foundation is empty',
  err_foundationToTableauOff: 'these rules do not let foundation cards come back',
  err_wrongCount: 'that many cards cannot move there',
  stockAndWasteEmpty: 'The stock and the waste are empty.',
  noRedeals: 'No redeals are left.',
  noFoundationMove: 'No card can go to the foundations now.',
  sentAll: { one: 'Sent {n} card to the foundations.', other: 'Sent {n} cards to the foundations.' },
  nothingToUndo: 'Nothing to undo.',
  undone: 'Move undone.',
  nothingToRedo: 'Nothing to redo.',
  redone: 'Move redone.',
  newGameDeal: 'New game: deal {seed}.',
  replayStart: 'Replay of a winning line from the start of the deal.',
  replayEnded: 'Replay ended: back to your game.',
  backToGame: 'Back to your game: {saved}.',
  countedLost: 'The game of {saved} was counted as lost.',
  dealAgain: 'The deal starts again.',
  optionsSavedNow: 'Options saved; this deal now uses them.',
  optionsSavedNext: 'Options saved. The new rules and scoring start with your next game.',
  optionsSaved: 'Options saved.',
  stuck: 'No more moves. Undo, restart or start a new game.',
  noLegalMove: '{name} has no legal move.',
  pileEmpty: '{pile} is empty.',
  cannotPickUp: '{card} cannot be picked up.',
  pickedUpNone: 'Picked up {card}. It has no legal move; press Escape to put it back.',
  pickedUp: 'Picked up {card}. Move to a highlighted pile and press Enter, or Escape to cancel.',
  cannotGo: 'The held card cannot go on {pile}.',
  putBack: 'Put back.',
  autoCompleteStart: 'Auto-complete: playing the winning line. Press any key or click to stop.',

  // Hints
  hintLine: 'Looking at every card: {move}. Press Hint again to play it.',
  hintNoMove: 'Looking at every card: {verdict} No move is left.',
  hintGuess: 'Looking at every card: {verdict} {guess}. Press Hint again to play it.',
  honestNone: 'From the cards you can see: no move is worth playing ({why}).',
  honestMove: 'From the cards you can see: {move} ({why}). Press Hint again to play it.',
  notSureLine: 'Not sure of a winning line.',
  lostBefore: 'No winning line left — undo to get back before move {n}.',
  lostFromStart: 'No winning line: this deal cannot be won.',
  lostNow: 'No winning line left.',
  guessRule: 'Best guess by rule of thumb: {move}',
  guessTry: 'Best try: {move}',
  withWhy: '{text} ({why})',
  hintDraw: 'Turn a card from the stock',
  hintRedeal: 'Turn the waste over into the stock',
  hintFlips: '{move}, turning up a face-down card',
  reason_foundation: 'it puts a card on its foundation',
  reason_uncover: 'it turns up a face-down card',
  reason_emptyColumn: 'it empties a column for a King',
  reason_waste: "it plays the waste's top card",
  reason_freeCard: 'it frees a card to play',
  reason_stock: 'it turns the stock for a new card',
  reason_other: 'it is the only kind of move left',
  why_safe: 'it is safe',
  why_onlyMove: 'the only move',
  why_stock: 'see every stock card first',
  why_knownWon: 'every card is known, and this wins',
  why_knownLost: 'every card is known, and the game is lost',
  why_allLost: 'no guess at the hidden cards wins',
  why_noLegal: 'no move is left',
  why_noUseful: 'no move helps',
  why_samples: {
    one: 'it wins in {won} of {n} guesses at the hidden cards',
    other: 'it wins in {won} of {n} guesses at the hidden cards',
  },
  watchStart: 'The computer plays from the cards you can see. Press any key or click to stop.',
  watchStops: 'The computer stops: {why}.',
  watchFailed: 'The computer stops: the helper failed.',
  lostSince: 'No longer winnable since move {n}.',
  cannotWin: 'This game cannot be won from here.',
  finding: 'Finding a winnable deal…',
  newGameUnchecked: 'New game (not checked for a win: the helper failed).',
  newGameNotFound: 'No winnable deal was found in time for these rules: here is an unchecked deal.',
  newGameWinnable: 'New game: deal {seed}, winnable, {grade}.',
  dailyPreparing: 'Preparing the daily deal…',
  dailyFailed: 'The daily deal could not be prepared.',
  dailyAlready: 'This is already the daily deal of {date}.',
  dailyDealt: 'Daily deal of {date}: deal {seed}.',
  dailyDealtLate: 'Daily deal of {date} (late): deal {seed}.',

  // Leaving a game
  leaveTitle: 'Leave this game?',
  leaveDeal: 'Deal {seed} is at move {n}. Leaving it counts as a loss in your statistics.',
  leaveCustom: 'This custom deal is at move {n}. Leaving it counts as a loss in your statistics.',
  keepPlaying: 'Keep playing',

  // End of a game
  youWon: 'You won!',
  playAgain: 'Play again',
  stuckText: 'No sequence of moves can put another card on a foundation or turn a card over.',
} as const;

/** A plural message: one text per Intl.PluralRules category the language uses (`other` always). */
export interface Plural {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? { readonly [I in keyof T]: string }
    : Plural;

type English = typeof en & typeof enDialogs;

/** A language's messages: every key of the English catalog (en.ts and en-dialogs.ts), in the same shape. */
export type Messages = { readonly [K in keyof English]: Widen<English[K]> };

/** A message's name. */
export type MessageKey = keyof Messages;
