import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A modal dialog (native <dialog>): focus stays inside, Escape closes it. */
export const Modal = (props: {
  readonly id: string;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
  readonly className?: string;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d !== null && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${props.className ?? ''}`}
      aria-labelledby={`${props.id}-title`}
      onClose={props.onClose}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
    </dialog>
  );
};
