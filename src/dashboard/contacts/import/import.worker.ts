/// <reference lib="webworker" />
import type { ReaderCommand, ReaderEvent, ReaderInput } from '@machines/contact-import.reader';
import { createImportSession, type ImportSession } from './import-session';

/**
 * The contacts file's reader, off the main thread: the first message brings the file and the
 * numbers already saved, the next ones the mappings to plan and the commit.
 */
export type WorkerMessage = ({ type: 'start' } & ReaderInput) | ReaderCommand;

declare const self: DedicatedWorkerGlobalScope;

let session: ImportSession | null = null;

self.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
  if (data.type === 'start') {
    session = createImportSession(data, (event: ReaderEvent) => self.postMessage(event));
    return;
  }
  session?.handle(data);
};
