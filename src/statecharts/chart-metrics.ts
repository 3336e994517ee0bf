/**
 * The sizes a drawn statechart is laid out with, shared by the layout (which needs room for
 * each name and label) and the drawing (which writes them).
 */
import type { ChartEdge, ChartNode } from './graph';

export const STATE_FONT_SIZE = 13;
export const LABEL_FONT_SIZE = 11;
export const LABEL_LINE_HEIGHT = 14;
/** Room above and below the lines of an edge label. */
export const LABEL_PADDING = 2;
/** The band at the top of a state with children, where its name is written. */
export const TITLE_HEIGHT = 28;
export const STATE_HEIGHT = 36;
export const HISTORY_SIZE = 32;
export const DOT_SIZE = 12;
export const ANY_SIZE = { width: 36, height: 18 };

/** A rough text width: enough for the system UI font; ELK only needs room, not a measurement. */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.62);
}

/** An edge label's lines: the event, then the guard in brackets. */
export function labelLines(edge: ChartEdge): string[] {
  return edge.guard === undefined ? [edge.event] : [edge.event, `[${edge.guard}]`];
}

/** The name written in a state: `H` or `H*` for history. */
export function stateTitle(node: ChartNode): string {
  if (node.kind === 'history') return node.history === 'deep' ? 'H*' : 'H';
  return node.key;
}
