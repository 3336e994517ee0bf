import { useEffect, useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { buttonClass, sc } from '@/ui/static-styles';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes to the clipboard; false when the browser refuses (no permission, no API). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface CodeBlockProps {
  /** What the code is, for the copy button and the announcement: "curl example". */
  label: string;
  /** Shown above the code: "curl", "JavaScript", "JSON". */
  language: string;
  code: string;
  /** Marks a plausible response shape as an example, not a contract. */
  example?: boolean;
  copyable?: boolean;
}

/**
 * A code sample with a Copy button. The confirmation is spoken through a live region and
 * shown beside the button; if the clipboard is refused, it says how to copy by hand. The
 * confirmation is a moment of feedback that nothing else reads, so it is this view's state.
 */
export function CodeBlock({
  label,
  language,
  code,
  example = false,
  copyable = true,
}: CodeBlockProps) {
  const [state, setState] = useState<CopyState>('idle');
  const statusId = useId();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <figure className={sc('code-block')}>
      <figcaption>
        <div>
          <p>{language}</p>
          {example && <span>Example</span>}
        </div>
        {copyable && (
          <div>
            <p id={statusId} role="status" data-failed={state === 'failed' ? '' : undefined}>
              {state === 'copied' && 'Copied to the clipboard.'}
              {state === 'failed' && 'Copy is blocked here: select the code and press Ctrl+C.'}
            </p>
            <button
              type="button"
              className={buttonClass({ size: 'sm', variant: 'outline' }, 'code-copy')}
              aria-label={`Copy the ${label}`}
              onClick={async () => setState((await copyText(code)) ? 'copied' : 'failed')}
            >
              {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {state === 'copied' ? 'Copied' : 'Copy'}
            </button>
          </div>
        )}
      </figcaption>
      <pre
        // Focusable, so a keyboard can scroll long lines; named, so a screen reader says what it is.
        tabIndex={0}
        role="group"
        aria-label={`${label}${example ? ' (example)' : ''}`}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
