import { Button, Dialog } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectCanConfirm,
  selectImportPlan,
  selectImportStep,
  type ContactImportActorRef,
} from '@machines/contact-import.machine';
import { saveBlob } from '@/ui/save-file';
import { plural } from './plural';
import { ChooseFile, Failed, Importing, Reading } from './import-file-steps';
import { Mapping } from './import-mapping';

type Props = { actor: ContactImportActorRef };

function Footer({ actor }: Props) {
  const step = useSelector(actor, selectImportStep);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const ready = useSelector(actor, selectImportPlan)?.summary.ready ?? null;
  return (
    <Dialog.Footer flexWrap="wrap">
      {step === 'mapping' && (
        <Button variant="ghost" me="auto" onClick={() => actor.send({ type: 'import.restart' })}>
          Choose another file
        </Button>
      )}
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">Cancel</Button>
      </Dialog.ActionTrigger>
      {(step === 'mapping' || step === 'importing') && (
        <Button
          colorPalette="brand"
          disabled={!canConfirm}
          loading={step === 'importing'}
          onClick={() => actor.send({ type: 'import.confirm' })}
        >
          {ready === null ? 'Import contacts' : `Import ${plural(ready, 'contact')}`}
        </Button>
      )}
    </Dialog.Footer>
  );
}

/** The download the import machine asks for: the skipped rows. */
function useImportDownloads(actor: ContactImportActorRef) {
  useEffect(() => {
    const download = actor.on('import.download', (event) =>
      saveBlob(event.fileName, new Blob([event.content], { type: event.mimeType })),
    );
    return () => download.unsubscribe();
  }, [actor]);
}

/** The import dialog's body and buttons for the step the import machine is in. */
export default function ImportSteps({ actor }: Props) {
  const step = useSelector(actor, selectImportStep);
  useImportDownloads(actor);
  return (
    <>
      <Dialog.Body>
        {step === 'choosing' && <ChooseFile actor={actor} />}
        {step === 'reading' && <Reading actor={actor} />}
        {(step === 'mapping' || step === 'closed') && <Mapping actor={actor} />}
        {step === 'importing' && <Importing actor={actor} />}
        {step === 'failed' && <Failed actor={actor} />}
      </Dialog.Body>
      <Footer actor={actor} />
    </>
  );
}
