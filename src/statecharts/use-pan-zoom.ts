/**
 * Pan and zoom for the chart's viewport: drag or arrow keys move it, ctrl + wheel (a trackpad
 * pinch) or + and - zoom, and `fit` shows the whole chart. The view is a translation and a scale
 * applied to the drawing.
 */
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Box } from './layout';

export interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;
const FIT_PADDING = 16;
const PAN_STEP = 48;
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD = 4;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

function viewportSize(element: HTMLElement | null) {
  // jsdom measures nothing: assume a common panel size there.
  return {
    width: element?.clientWidth || 800,
    height: element?.clientHeight || 480,
  };
}

export function usePanZoom(
  viewportRef: RefObject<HTMLElement | null>,
  content: { width: number; height: number },
) {
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  /** Set when a press ended a drag, so the click that follows does not select a state. */
  const dragged = useRef(false);

  const fit = useCallback(() => {
    const { width, height } = viewportSize(viewportRef.current);
    if (!content.width || !content.height) return;
    const k = clampZoom(
      Math.min(
        (width - FIT_PADDING * 2) / content.width,
        (height - FIT_PADDING * 2) / content.height,
        1.25,
      ),
    );
    setView({ k, x: (width - content.width * k) / 2, y: (height - content.height * k) / 2 });
  }, [viewportRef, content.width, content.height]);

  useEffect(() => fit(), [fit]);

  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      const { width, height } = viewportSize(viewportRef.current);
      const centre = at ?? { x: width / 2, y: height / 2 };
      setView((current) => {
        const k = clampZoom(current.k * factor);
        const ratio = k / current.k;
        return {
          k,
          x: centre.x - (centre.x - current.x) * ratio,
          y: centre.y - (centre.y - current.y) * ratio,
        };
      });
    },
    [viewportRef],
  );

  const panBy = useCallback((dx: number, dy: number) => {
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  }, []);

  /** Brings a box of the chart into view (a state reached with Tab), moving as little as needed. */
  const reveal = useCallback(
    (box: Box) => {
      const { width, height } = viewportSize(viewportRef.current);
      setView((current) => {
        const left = box.x * current.k + current.x;
        const top = box.y * current.k + current.y;
        const right = left + box.width * current.k;
        const bottom = top + box.height * current.k;
        const margin = 24;
        const dx =
          left < margin ? margin - left : right > width - margin ? width - margin - right : 0;
        const dy =
          top < margin ? margin - top : bottom > height - margin ? height - margin - bottom : 0;
        // A box larger than the viewport shows its top left corner.
        const fitsX = box.width * current.k <= width - margin * 2;
        const fitsY = box.height * current.k <= height - margin * 2;
        return {
          ...current,
          x: current.x + (fitsX ? dx : margin - left),
          y: current.y + (fitsY ? dy : margin - top),
        };
      });
    },
    [viewportRef],
  );

  // React's wheel listener is passive; zooming must stop the page from zooming instead.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomBy(Math.exp(-event.deltaY * 0.002), {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewportRef, zoomBy]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const press = drag.current;
    if (!press || press.id !== event.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!press.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    press.moved = true;
    press.x = event.clientX;
    press.y = event.clientY;
    panBy(dx, dy);
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const press = drag.current;
    if (!press || press.id !== event.pointerId) return;
    dragged.current = press.moved;
    drag.current = null;
  };

  /** Arrow keys pan (with Shift, further) when the viewport itself has focus; + - and 0 anywhere in it. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? PAN_STEP * 4 : PAN_STEP;
    const onViewport = event.target === event.currentTarget;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move && onViewport) panBy(...move);
    else if (event.key === '+' || event.key === '=') zoomBy(1.25);
    else if (event.key === '-' || event.key === '_') zoomBy(0.8);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  return {
    view,
    fit,
    zoomBy,
    panBy,
    reveal,
    /** True right after a drag: the click that ends it is not a selection. */
    wasDrag: () => dragged.current,
    viewportProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
  };
}
