import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A modal dialog (native <dialog>): focus stays inside, Escape closes it. `onClose` is called once, and
 * for Escape at once (on `cancel`): the `close` event comes in a later task, and a key pressed before it
 * (N right after Escape) would otherwise find the dialog still open in the app's state, and be lost.
 */
export const Modal = (props: {
  readonly id: string;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
  readonly className?: string;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    props.onClose();
  };
  useEffect(() => {
    const d = ref.current;
    if (d !== null && !d.open) d.showModal();
    return () => {
      // Closed by its owner: the close event that follows is no request to close.
      closed.current = true;
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${props.className ?? ''}`}
      aria-labelledby={`${props.id}-title`}
      onCancel={close}
      onClose={close}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
    </dialog>
  );
};
