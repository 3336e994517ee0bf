import { BRAND } from '@/state/config';

/**
 * What the docs page shows of the API: its code samples (curl and JavaScript, with the key read
 * from the environment), an example response and webhook event, and the tables of endpoints,
 * events and parameters. The page (./docs-page.tsx) lays them out.
 */

/** A reserved example domain until the real API host is configured. */
export const API_BASE = 'https://api.example.com/v1';
/** The environment variable the samples read the key from: NKRA_API_KEY. */
const KEY_VAR = `${BRAND.name.toUpperCase()}_API_KEY`;

export const CURL_SEND = `curl -X POST ${API_BASE}/messages \\
  -H "Authorization: Bearer $${KEY_VAR}" \\
  -H "Content-Type: application/json" \\
  -d '{
    "to": "+233241234567",
    "body": "Akwaaba! Your order 2041 is ready for pickup at our Osu shop."
  }'`;

export const JS_SEND = `const response = await fetch('${API_BASE}/messages', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.${KEY_VAR}}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    to: '+233241234567',
    body: 'Akwaaba! Your order 2041 is ready for pickup at our Osu shop.',
  }),
});

if (!response.ok) throw new Error(\`SMS not accepted: \${response.status}\`);
const message = await response.json();
console.log(message.id, message.status);`;

export const SEND_RESPONSE = `{
  "id": "msg_8f2c1e7a",
  "to": "+233241234567",
  "status": "queued",
  "parts": 1,
  "credits_used": 1,
  "created_at": "2025-03-14T09:30:00Z"
}`;

export const CURL_WEBHOOK = `curl -X POST ${API_BASE}/webhooks \\
  -H "Authorization: Bearer $${KEY_VAR}" \\
  -H "Content-Type: application/json" \\
  -d '{
    "url": "https://shop.example.com/sms-status",
    "events": ["message.sent", "message.delivered", "message.failed"]
  }'`;

export const JS_WEBHOOK = `// Node.js with Express: answer 200 quickly, then update your records.
app.post('/sms-status', express.json(), (request, response) => {
  const { event, data } = request.body;
  if (event === 'message.delivered') markDelivered(data.id);
  if (event === 'message.failed') scheduleRetry(data.id, data.reason);
  response.sendStatus(200);
});`;

export const WEBHOOK_EVENT = `{
  "event": "message.delivered",
  "created_at": "2025-03-14T09:30:04Z",
  "data": {
    "id": "msg_8f2c1e7a",
    "to": "+233241234567",
    "network": "MTN",
    "status": "delivered"
  }
}`;

export const ENDPOINTS: { method: string; path: string; purpose: string }[] = [
  { method: 'POST', path: '/messages', purpose: 'Send an SMS: `to` and `body` in a JSON body.' },
  { method: 'GET', path: '/messages', purpose: 'List the messages you sent and their status.' },
  { method: 'GET', path: '/contacts', purpose: 'List your contacts and their groups.' },
  { method: 'POST', path: '/contacts', purpose: 'Add a contact to your list.' },
  { method: 'GET', path: '/reports', purpose: 'Delivery totals for a campaign or a date range.' },
  { method: 'GET', path: '/webhooks', purpose: 'List the webhook URLs you registered.' },
  { method: 'POST', path: '/webhooks', purpose: 'Register a URL for message events.' },
];

export const EVENTS: { name: string; meaning: string }[] = [
  { name: 'message.sent', meaning: 'The network (MTN, Telecel or AT) accepted the message.' },
  { name: 'message.delivered', meaning: 'The phone received the message.' },
  {
    name: 'message.failed',
    meaning:
      'The message could not be delivered; `reason` says why (for example, a number not in service).',
  },
];

export const PARAMETERS: { name: string; type: string; text: string }[] = [
  {
    name: 'to',
    type: 'string',
    text: 'The phone number in international format, such as +233241234567.',
  },
  {
    name: 'body',
    type: 'string',
    text: 'The text of the SMS. Up to 160 characters is one SMS; longer text is sent in parts, one credit each.',
  },
];
