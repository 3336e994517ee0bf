import { fromCallback } from 'xstate';
import type { ReaderCommand, ReaderEvent, ReaderInput } from '@machines/contact-import.reader';
import type { WorkerMessage } from './import.worker';

/**
 * The import machine's `readContactsFile` actor: a Web Worker reads and plans the file, so a
 * file of 20,000 rows never holds up the page. The worker lives as long as the actor: choosing
 * another file, cancelling or finishing stops it.
 */
export const readContactsFile = fromCallback<ReaderCommand, ReaderInput>(
  ({ input, sendBack, receive }) => {
    const report = (event: ReaderEvent) => sendBack(event);
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), {
      type: 'module',
      name: 'contacts-import',
    });
    const post = (message: WorkerMessage) => worker.postMessage(message);
    worker.onmessage = ({ data }: MessageEvent<ReaderEvent>) => report(data);
    worker.onerror = (event) => {
      event.preventDefault();
      report({
        type: 'import.read.failed',
        reason: 'The file reader stopped. Nothing was added; reload the page and try again.',
      });
    };
    post({ type: 'start', ...input, existingPhones: [...input.existingPhones] });
    receive((command) => post(command));
    return () => worker.terminate();
  },
);
