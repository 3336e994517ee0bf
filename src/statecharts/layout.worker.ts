/// <reference lib="webworker" />
/**
 * Runs ELK off the main thread: the statecharts view posts an ELK graph and gets it back laid
 * out, matched by request id, so several charts may be laid out at once.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';

export interface LayoutRequest {
  id: number;
  graph: ElkNode;
}

export type LayoutReply =
  { id: number; ok: true; result: ElkNode } | { id: number; ok: false; error: string };

declare const self: DedicatedWorkerGlobalScope;

const elk = new ELK();

self.onmessage = ({ data }: MessageEvent<LayoutRequest>) => {
  elk.layout(data.graph).then(
    (result) => self.postMessage({ id: data.id, ok: true, result } satisfies LayoutReply),
    (error: unknown) =>
      self.postMessage({
        id: data.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies LayoutReply),
  );
};
