import type { ReactNode } from 'react';
import { BRAND, config } from '@/state/config';
import { PageAnchor } from '@/ui/links';
import { sc } from '@/ui/static-styles';
import { ExternalButton } from '../shared/external-button';
import { PageIntro, Section } from '../shared/section';
import {
  API_BASE,
  CURL_SEND,
  CURL_WEBHOOK,
  ENDPOINTS,
  EVENTS,
  JS_SEND,
  JS_WEBHOOK,
  PARAMETERS,
  SEND_RESPONSE,
  WEBHOOK_EVENT,
} from './api-samples';
import { CodeBlock } from './code-block';

/** Inline code with backticks turned into <code className={sc('inline-code')}>. */
function WithCode({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className={sc('inline-code')}>
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Subheading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className={sc('docs-subheading')}>
      {children}
    </h3>
  );
}

function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    // Narrow screens scroll the table sideways: focusable so a keyboard can too.
    <div className={sc('data-table')} tabIndex={0} role="group" aria-label={caption}>
      <table>
        <caption className={sc('sr-only')}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function DocsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Developers"
        title="API documentation"
        lead={`Send SMS from your website, app or point-of-sale system with the ${BRAND.name} REST API. This page gets you from API key to delivered message; the full reference lists every field.`}
      >
        <div>
          <ExternalButton href={config.apiDocsUrl} variant="outline" palette="brand" onPanel>
            Open the full API reference
          </ExternalButton>
        </div>
      </PageIntro>

      <Section id="quick-start" title="Quick start">
        <div className={sc('docs-body')} data-roomy="">
          <ol>
            <li>
              <p>
                <strong>Open an account</strong> and buy any bundle: API access is included in every
                plan.
              </p>
            </li>
            <li>
              <p>
                <strong>Create an API key</strong> under Settings, API keys. Keep it on your server:
                never put it in a web page or a mobile app.
              </p>
            </li>
            <li>
              <p>
                <strong>Send your first SMS</strong> with the request below, replacing the number
                with your own phone.
              </p>
            </li>
            <li>
              <p>
                <strong>Register a webhook</strong> to hear when each message is delivered or fails.
              </p>
            </li>
          </ol>
          <p>
            Every request goes to the base URL <code className={sc('inline-code')}>{API_BASE}</code>{' '}
            over HTTPS and sends and receives JSON.
          </p>
        </div>
      </Section>

      <Section id="authentication" title="Authentication" tinted>
        <div className={sc('docs-body')}>
          <p>
            Authenticate every request with your API key as a bearer token in the{' '}
            <code className={sc('inline-code')}>Authorization</code> header. A request without a
            valid key is refused with <code className={sc('inline-code')}>401 Unauthorized</code>.
          </p>
          <CodeBlock
            label="authorization header"
            language="HTTP header"
            code="Authorization: Bearer YOUR_API_KEY"
          />
          <p className={sc('muted')}>
            Treat the key like a password. If it leaks, create a new key and delete the old one in
            Settings; the old key stops working at once.
          </p>
        </div>
      </Section>

      <Section id="send" title="Send a message">
        <div className={sc('docs-body')}>
          <p>
            <code className={sc('inline-code')}>POST /messages</code> sends one SMS. The JSON body
            takes two fields:
          </p>
          <DataTable
            caption="Fields of POST /messages"
            head={['Field', 'Type', 'Meaning']}
            rows={PARAMETERS.map(({ name, type, text }) => [
              <code key="name" className={sc('inline-code')}>
                {name}
              </code>,
              type,
              text,
            ])}
          />
          <Subheading id="send-curl">With curl</Subheading>
          <CodeBlock label="curl example" language="curl" code={CURL_SEND} />
          <Subheading id="send-js">With JavaScript</Subheading>
          <CodeBlock
            label="JavaScript example"
            language="JavaScript (Node.js 18+)"
            code={JS_SEND}
          />
          <Subheading id="send-response">Response</Subheading>
          <p className={sc('muted')}>
            An example of what the API answers when it accepts a message. Field names may differ:
            the full reference is the contract.
          </p>
          <CodeBlock
            label="response"
            language="JSON"
            code={SEND_RESPONSE}
            example
            copyable={false}
          />
        </div>
      </Section>

      <Section id="endpoints" title="Endpoints" tinted>
        <div className={sc('docs-body')}>
          <p>All paths are relative to {API_BASE}.</p>
          <DataTable
            caption="API endpoints"
            head={['Method', 'Path', 'What it does']}
            rows={ENDPOINTS.map(({ method, path, purpose }) => [
              <span key="method" className={sc('http-method')}>
                {method}
              </span>,
              <code key="path" className={sc('inline-code')}>
                {path}
              </code>,
              <WithCode key="purpose" text={purpose} />,
            ])}
          />
        </div>
      </Section>

      <Section id="webhooks" title="Webhooks">
        <div className={sc('docs-body')}>
          <p>
            Register a URL with <code className={sc('inline-code')}>POST /webhooks</code> and we
            send it a JSON event each time a message changes status. Answer with any 2xx status
            within 10 seconds.
          </p>
          <DataTable
            caption="Webhook events"
            head={['Event', 'When it is sent']}
            rows={EVENTS.map(({ name, meaning }) => [
              <code key="name" className={sc('inline-code')}>
                {name}
              </code>,
              <WithCode key="meaning" text={meaning} />,
            ])}
          />
          <Subheading id="webhook-register">Register a webhook</Subheading>
          <CodeBlock
            label="webhook registration curl example"
            language="curl"
            code={CURL_WEBHOOK}
          />
          <Subheading id="webhook-receive">Receive events</Subheading>
          <CodeBlock
            label="webhook handler JavaScript example"
            language="JavaScript (Express)"
            code={JS_WEBHOOK}
          />
          <Subheading id="webhook-event">Event payload</Subheading>
          <CodeBlock
            label="message.delivered event"
            language="JSON"
            code={WEBHOOK_EVENT}
            example
            copyable={false}
          />
        </div>
      </Section>

      <Section id="statecharts" title="How the app behaves">
        <p className={sc('docs-note')}>
          Every screen of this site and of the demo dashboard follows a statechart.{' '}
          <PageAnchor to="statecharts">See the statecharts</PageAnchor>: each machine drawn from the
          code, with the running app&rsquo;s states lit up.
        </p>
      </Section>

      <Section id="help" spacing="flush-top">
        <div className={sc('docs-help')}>
          <div>
            <h2>Building something bigger?</h2>
            <p>The full reference covers pagination, errors, rate limits and every field.</p>
          </div>
          <ExternalButton href={config.apiDocsUrl} palette="brand">
            Full API reference
          </ExternalButton>
        </div>
      </Section>
    </>
  );
}
