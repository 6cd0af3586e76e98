import type { ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { Game } from '../engine/index.ts';
import { AssistStatus } from './assist-ui.tsx';
import type { Assistant } from './assistant.ts';
import { snapshot } from './flip.ts';
import { addEnglish, currentLang, formatNumber, type Lang, t, tParts } from './i18n.ts';
import { lazy } from './lazy.tsx';
import { Modal } from './modal.tsx';
import { suitOfSlot } from './moves.ts';
import { describeSaved, type Session } from './session.ts';
import type { Settings } from './settings.ts';
import { Table } from './table.tsx';
import { Toolbar } from './toolbar.tsx';
import { viewOf } from './view.ts';

/**
 * A part of the page shown now and then (a dialog, the end of a game): a chunk of its own, fetched when
 * first drawn together with the English messages only those parts use (so that a switch to English
 * while one is open finds them).
 */
const dialog = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    Promise.all([load(), import('./catalogs/en-dialogs.ts')]).then(([c, m]) => {
      addEnglish(m.enDialogs);
      return c;
    }),
  );
const OptionsDialog = dialog(() => import('./options.tsx').then((m) => m.OptionsDialog));
const StatsDialog = dialog(() => import('./stats-dialog.tsx').then((m) => m.StatsDialog));
const HelpDialog = dialog(() => import('./dialogs.tsx').then((m) => m.HelpDialog));
const DealDialog = dialog(() => import('./dialogs.tsx').then((m) => m.DealDialog));
const DailyDialog = dialog(() => import('./daily-dialog.tsx').then((m) => m.DailyDialog));
// The end of a game: the analysis (last in its dialog, so that it moves nothing when it comes), the replay.
const AnalysisSection = dialog(() => import('./analysis-ui.tsx').then((m) => m.AnalysisSection));
const ReplayBar = dialog(() => import('./analysis-ui.tsx').then((m) => m.ReplayBar));

type DialogName = 'options' | 'stats' | 'help' | 'deal' | 'daily' | undefined;

const ANIMATION_MS = { normal: 200, fast: 100, off: 0 } as const;

const motionQuery = matchMedia('(prefers-reduced-motion: reduce)');
const reducedMotion = () => motionQuery.matches;
const darkQuery = matchMedia('(prefers-color-scheme: dark)');

/** How the page picks its language and puts one in use (main.tsx). */
export interface Language {
  /** The language for these settings (the player's choice, a link's, the browser's). */
  readonly wanted: (settings: Settings) => Lang;
  /** Loads a language's messages and puts them in use on the page. */
  readonly use: (lang: Lang) => Promise<void>;
}

/** The whole game: toolbar, status line, table, dialogs and the live region. */
export const App = ({
  session,
  assistant,
  language,
}: {
  session: Session;
  assistant: Assistant;
  language: Language;
}) => {
  const [, redraw] = useReducer((n: number, _: number) => n + 1, 0);
  const [dialog, setDialog] = useState<DialogName>(undefined);
  const [stuckClosed, setStuckClosed] = useState(false);
  const [winClosed, setWinClosed] = useState(false);
  // Leaving a game in progress asks first; `run` leaves it (counted as lost) and does the action.
  const [confirm, setConfirm] = useState<{ label: string; run: () => void } | undefined>(undefined);
  // The game kept for later whose notice the player closed for this visit.
  const [shelfClosed, setShelfClosed] = useState<string | undefined>(undefined);
  const celebrated = useRef<Game | undefined>(undefined);
  const tableRef = useRef<HTMLElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const s = session.settings;
  const animationMs = reducedMotion() ? 0 : ANIMATION_MS[s.animation];
  // The theme 'auto' follows the system's colour scheme, also when it changes during the visit.
  const [systemDark, setSystemDark] = useState(darkQuery.matches);
  useEffect(() => {
    const onChange = () => setSystemDark(darkQuery.matches);
    darkQuery.addEventListener('change', onChange);
    return () => darkQuery.removeEventListener('change', onChange);
  }, []);
  const dark = s.theme === 'dark' || (s.theme === 'auto' && systemDark);

  // A language chosen in Options comes into use once its messages have arrived.
  const lang = language.wanted(s);
  useEffect(() => {
    if (lang !== currentLang()) void language.use(lang).then(() => redraw(0));
  }, [lang]);

  useEffect(() => {
    session.beforeChange = () => {
      if (animationMs > 0) snapshot(tableRef.current);
    };
  }, [animationMs]);

  // Subscribe before any timer can fire, then redraw once to catch what changed before the subscription.
  useLayoutEffect(() => {
    const off = session.subscribe(() => redraw(0));
    const off2 = assistant.subscribe(() => redraw(0));
    redraw(0);
    return () => {
      off();
      off2();
    };
  }, []);
  assistant.autoplay.stepMs = Math.max(animationMs + 60, 90);

  // The hint's source and target piles are outlined until the position changes. A layout effect, so the
  // outline leaves in the same frame as the move that ends it (a plain effect left it up until after paint).
  const hint = assistant.hint?.pos === session.game.position ? assistant.hint : undefined;
  useLayoutEffect(() => {
    const root = tableRef.current;
    if (root === null || hint === undefined) return;
    const els = [
      [root.querySelector(`[data-pile="${hint.from}"]`), 'hint-from'],
      [root.querySelector(`[data-pile="${hint.to}"]`), 'hint-to'],
    ] as const;
    for (const [el, c] of els) el?.classList.add(c);
    return () => {
      for (const [el, c] of els) el?.classList.remove(c);
    };
  }, [hint]);

  // After a win or when stuck, the solver looks back at the game.
  useEffect(() => {
    if ((session.status === 'won' || session.status === 'lost') && !session.replaying)
      void assistant.analyse();
  }, [session.status]);

  useEffect(() => {
    const onVis = () => session.setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVis);
    const timer = setInterval(() => {
      if (session.clockRunning) session.tick();
    }, 1000);
    return () => {
      document.removeEventListener('visibilitychange', onVis);
      clearInterval(timer);
    };
  }, []);

  // Reset the dismissed flags when the game leaves the state they were for. A replay closes them: its
  // end brings back the game as it was, the dialog the replay started from stays closed.
  useEffect(() => {
    if (session.replaying) {
      setStuckClosed(true);
      setWinClosed(true);
      return;
    }
    if (session.status !== 'lost') setStuckClosed(false);
    if (session.status !== 'won') setWinClosed(false);
  }, [session.status, session.replaying]);

  // The win cascade: classic bouncing cards, unless motion is reduced or animation is off. A game back
  // from a replay was celebrated already.
  useEffect(() => {
    if (session.status !== 'won' || animationMs === 0 || canvasRef.current === null) return;
    if (celebrated.current === session.game) return;
    celebrated.current = session.game;
    const root = tableRef.current;
    const origins = [0, 1, 2, 3].flatMap((slot) => {
      const el = root?.querySelector(`[data-pile="f${slot}"]`);
      if (!el) return [];
      const r = el.getBoundingClientRect();
      return [{ x: r.left, y: r.top, suit: suitOfSlot(slot) }];
    });
    const cw = (root?.querySelector('[data-pile="f0"]') as HTMLElement | null)?.offsetWidth ?? 80;
    const canvas = canvasRef.current;
    // The cascade's code is a chunk of its own, fetched on the first win.
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./celebrate.ts').then((m) => {
      if (!stopped) stop = m.celebrate(canvas, origins, cw);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [session.status === 'won']);

  // The open dialog as of the last render, read by the key handler: a handler that captured `dialog`
  // would be replaced only after the next paint, so a key pressed right after a dialog closed went
  // to the old handler, which still saw the dialog open, and was lost.
  const dialogNow = useRef<DialogName>(undefined);
  dialogNow.current = dialog;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialogNow.current !== undefined || e.defaultPrevented || e.altKey) return;
      const el = e.target as HTMLElement;
      if (el.closest('dialog') || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) return;
      const k = e.key.toLowerCase();
      const ctrl = e.ctrlKey || e.metaKey;
      let handled = true;
      if ((k === 'z' && ctrl && e.shiftKey) || (k === 'y' && (ctrl || !e.shiftKey))) session.redo();
      else if (k === 'z' || (k === 'u' && !ctrl)) session.undo();
      else if (ctrl) handled = false;
      else if (k === 'd') session.turnStock();
      else if (k === 'a') session.sendAllToFoundations();
      else if (k === 'n') leave(t('newGame'), () => void assistant.newGame());
      else if (k === 'h') void assistant.pressHint();
      else if (k === '?') setDialog('help');
      else handled = false;
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** Runs an action that ends the game, asking first when a game is in progress. */
  const leave = (label: string, run: () => void) => {
    if (session.inProgress) setConfirm({ label, run });
    else run();
  };

  const g = session.game;
  const view = viewOf({ game: g, seconds: session.seconds() });
  const table = view.table;
  const close = () => setDialog(undefined);
  const won = session.status === 'won';
  const shelved = session.shelf[0];
  const lost = session.status === 'lost';

  const classes = [
    'app',
    s.fourColour ? 'four-colour' : '',
    s.largeCards ? 'large' : '',
    animationMs === 0 ? 'no-motion' : '',
    `table-${s.tableColour}`,
    `back-${s.cardBack}`,
    dark ? 'theme-dark' : 'theme-light',
  ].join(' ');

  return (
    <div class={classes} style={{ '--anim': `${animationMs}ms` }}>
      <header class="top">
        <div class="bar">
          <h1 class="title">
            <span class="logo" aria-hidden="true">
              ♠
            </span>
            Klondike
          </h1>
          <Toolbar
            before={[
              {
                glyph: '✦',
                label: t('newGame'),
                main: true,
                onClick: () => leave(t('newGame'), () => void assistant.newGame()),
                title: t('newGameTitle'),
                busy: assistant.busy === 'new',
              },
              {
                glyph: '⟲',
                label: t('restart'),
                onClick: () => leave(t('restart'), () => session.restart()),
                title: t('restartTitle'),
              },
              {
                glyph: '↶',
                label: t('undo'),
                main: true,
                onClick: () => session.undo(),
                disabled: !table.canUndo,
                title: t('undoTitle'),
              },
              {
                glyph: '↷',
                label: t('redo'),
                onClick: () => session.redo(),
                disabled: !table.canRedo,
                title: t('redoTitle'),
              },
              {
                glyph: '☞',
                label: t('hint'),
                main: true,
                onClick: () => void assistant.pressHint(),
                title: t('hintTitle'),
                busy: assistant.busy === 'hint',
              },
            ]}
            swap={[
              {
                glyph: '⇥',
                label: t('autoComplete'),
                className: 'auto',
                onClick: () => assistant.autoComplete(),
              },
              {
                glyph: '⇪',
                label: t('sendAll'),
                onClick: () => session.sendAllToFoundations(),
                name: t('sendAllName'),
                title: t('sendAllTitle'),
              },
            ]}
            swapFirst={assistant.canAutoComplete}
            after={[
              {
                glyph: '▶',
                label: t('watch'),
                name: t('watchName'),
                // Icon only on a wide toolbar: one more labelled action would wrap it at 1280 px.
                iconOnly: true,
                onClick: () => assistant.watch(),
                title: t('watchTitle'),
                disabled: session.status !== 'playing',
              },
              { glyph: '#', label: t('dealButton'), onClick: () => setDialog('deal'), title: t('dealTitle') },
              { glyph: '☀', label: t('daily'), onClick: () => setDialog('daily'), title: t('dailyTitle') },
              { glyph: '⚙', label: t('options'), onClick: () => setDialog('options') },
              { glyph: '▤', label: t('statistics'), onClick: () => setDialog('stats') },
              { glyph: '?', label: t('help'), onClick: () => setDialog('help'), title: t('helpTitle') },
            ]}
          />
        </div>
        <div class="status" aria-label={t('gameStatus')} role="group">
          <span class="deal-no">{view.deal}</span>
          <span class="rules-text">{table.rules}</span>
          <span>{table.passes}</span>
          {view.score !== undefined && <span>{tParts('score', { v: <b>{view.score}</b> })}</span>}
          <span>{tParts('time', { v: <b>{view.time}</b> })}</span>
          <span>{tParts('moves', { v: <b>{formatNumber(table.moves)}</b> })}</span>
          <AssistStatus session={session} assistant={assistant} />
          {lost && (
            <button type="button" class="stuck-chip" onClick={() => setStuckClosed(false)}>
              {t('noMoreMoves')}
            </button>
          )}
        </div>
      </header>
      <main class="felt">
        {(session.notices.length > 0 || (shelved !== undefined && shelved.id !== shelfClosed)) && (
          <div class="notices">
            {session.notices.map((n, i) => (
              <div class="notice" role="alert" key={n.text()}>
                <span>{n.text()}</span>
                {n.backup?.restorable === true && (
                  <button type="button" onClick={() => n.backup && session.restoreBackup(n.backup)}>
                    {t('restore')}
                  </button>
                )}
                {n.backup !== undefined && (
                  <button type="button" onClick={() => n.backup && session.discardBackup(n.backup)}>
                    {t('discard')}
                  </button>
                )}
                <button type="button" onClick={() => session.dismissNotice(i)} aria-label={t('dismiss')}>
                  ✕
                </button>
              </div>
            ))}
            {shelved !== undefined && shelved.id !== shelfClosed && (
              <div class="notice" role="alert">
                <span>{t('shelfKept')}</span>
                <button type="button" onClick={() => session.resume(shelved.id ?? '')}>
                  {t('resumeFrom', { saved: describeSaved(shelved) })}
                </button>
                <button type="button" onClick={() => session.discard(shelved.id ?? '')}>
                  {t('countLost')}
                </button>
                <button type="button" onClick={() => setShelfClosed(shelved.id)} aria-label={t('dismiss')}>
                  ✕
                </button>
              </div>
            )}
          </div>
        )}
        {/* Drawn only during a replay, so that its chunk is fetched then, not with the page. */}
        {assistant.replay.state !== undefined && <ReplayBar assistant={assistant} />}
        <div class="table-wrap">
          <Table
            session={session}
            view={table}
            leftHanded={s.leftHanded}
            largeCards={s.largeCards}
            bigCards={s.bigCards}
            animationMs={animationMs}
            tableRef={tableRef}
          />
        </div>
      </main>
      {won && animationMs > 0 && <canvas ref={canvasRef} class="cascade" aria-hidden="true" />}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">
        <span key={session.announcement.n}>{session.announcement.text}</span>
      </div>
      {dialog === 'options' && <OptionsDialog session={session} onClose={close} />}
      {dialog === 'stats' && <StatsDialog session={session} onClose={close} />}
      {dialog === 'help' && <HelpDialog onClose={close} />}
      {dialog === 'deal' && <DealDialog session={session} onClose={close} leave={leave} />}
      {dialog === 'daily' && (
        <DailyDialog session={session} assistant={assistant} onClose={close} leave={leave} />
      )}
      {confirm !== undefined && (
        <Modal id="leave" title={t('leaveTitle')} onClose={() => setConfirm(undefined)}>
          <p>
            {g.seed === undefined
              ? t('leaveCustom', { n: g.history.length })
              : t('leaveDeal', { seed: String(g.seed), n: g.history.length })}
          </p>
          <div class="buttons">
            <button type="button" class="primary" autoFocus onClick={() => setConfirm(undefined)}>
              {t('keepPlaying')}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirm(undefined);
                confirm.run();
              }}
            >
              {confirm.label}
            </button>
          </div>
        </Modal>
      )}
      {won && !winClosed && dialog === undefined && (
        <Modal id="win" title={t('youWon')} onClose={() => setWinClosed(true)} className="result">
          <dl class="summary">
            <div>
              <dt>{t('timeLabel')}</dt>
              <dd>{view.time}</dd>
            </div>
            <div>
              <dt>{t('movesLabel')}</dt>
              <dd>{formatNumber(table.moves)}</dd>
            </div>
            {view.score !== undefined && (
              <div>
                <dt>{t('scoreLabel')}</dt>
                <dd>{view.score}</dd>
              </div>
            )}
          </dl>
          <p class="hint">{view.deal}</p>
          {view.breakdown !== undefined && <p class="breakdown">{view.breakdown}</p>}
          <div class="buttons">
            <button type="button" onClick={() => session.restart()}>
              {t('playAgain')}
            </button>
            <button type="button" class="primary" onClick={() => void assistant.newGame()}>
              {t('newGame')}
            </button>
          </div>
          {/* Last, so that the answer arriving later moves nothing. */}
          {!session.replaying && <AnalysisSection assistant={assistant} />}
        </Modal>
      )}
      {lost && !stuckClosed && dialog === undefined && (
        <Modal id="stuck" title={t('noMoreMoves')} onClose={() => setStuckClosed(true)} className="result">
          <p>{t('stuckText')}</p>
          <div class="buttons">
            <button type="button" onClick={() => session.undo()}>
              {t('undo')}
            </button>
            <button type="button" onClick={() => session.restart()}>
              {t('restart')}
            </button>
            <button type="button" class="primary" onClick={() => void assistant.newGame()}>
              {t('newGame')}
            </button>
          </div>
          <AnalysisSection assistant={assistant} />
        </Modal>
      )}
    </div>
  );
};
