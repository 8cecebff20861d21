import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How far (px) a card must be dragged to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 100;

/**
 * A swipe card's gesture, for the members' swipe game and the swipe lander alike: drag right to
 * like, left to pass (touch or mouse, through pointer events), or → and ← on the focused card.
 * The card follows the finger and tilts; past half the distance the card shows which it will
 * be (`stamp`). A drag short of the threshold springs back. Its own entry
 * (`@app/shared/swipe-gesture`), so the landers' island takes it without the UI kit.
 */
export function useSwipeGesture(
  onSwipe: (like: boolean) => void,
  {
    canLike = true,
  }: {
    /** False when no like is left: a drag to the right springs back and shows no stamp. */
    canLike?: boolean;
  } = {},
) {
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);
  const end = () => {
    start.current = null;
    setDragX(0);
  };
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      start.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current !== null && Number.isFinite(event.clientX))
        setDragX(event.clientX - start.current);
    },
    onPointerUp() {
      if (start.current === null) return;
      end();
      if (dragX >= SWIPE_THRESHOLD_PX && canLike) onSwipe(true);
      else if (dragX <= -SWIPE_THRESHOLD_PX) onSwipe(false);
    },
    onPointerCancel: end,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onSwipe(event.key === 'ArrowRight');
    },
  };
  const half = SWIPE_THRESHOLD_PX / 2;
  const stamp: 'like' | 'pass' | null =
    dragX > half && canLike ? 'like' : dragX < -half ? 'pass' : null;
  return {
    handlers,
    stamp,
    style: { transform: `translateX(${dragX}px) rotate(${dragX / 20}deg)` },
  };
}
