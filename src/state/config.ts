/**
 * The one place that reads `import.meta.env`. Every value has a documented default, so the
 * site builds and runs with no configuration at all; see `.env.example` and the README.
 */

/** The brand in one constant: a rename is one edit. */
export const BRAND = {
  name: 'Nkra',
  tagline: 'Bulk SMS from Accra for businesses of every size',
  email: 'hello@nkra.example.com',
  supportEmail: 'support@nkra.example.com',
  /** Fictional Ghanaian number (the 0200 000 000 block is not in service). */
  phone: '+233 20 000 0000',
  phoneHref: 'tel:+233200000000',
  address: '14 Independence Avenue, Ridge, Accra, Ghana',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
  ],
} as const;

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function readNumber(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

function readList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const env = import.meta.env;

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Refuse to send from automated browsers (the SDK answers 451). */
  blockHeadless: boolean;
  /** Sender addresses that are refused (the SDK answers 403). */
  blockList: string[];
  /** At most one send per this many milliseconds per browser (the SDK answers 429). */
  limitRateMs: number;
}

export interface AppConfig {
  /** The real web app: every Signup/Login and Get Started button opens it in a new tab. */
  appUrl: string;
  /** The external API reference, opened by Developers and API Documentation. */
  apiDocsUrl: string;
  /** WhatsApp number in international format without "+", for wa.me links. */
  whatsappNumber: string;
  emailJs: EmailJsConfig;
}

export const config: AppConfig = {
  appUrl: readString(env.VITE_APP_URL, 'https://app.example.com'),
  apiDocsUrl: readString(env.VITE_API_DOCS_URL, 'https://docs.example.com'),
  whatsappNumber: readString(env.VITE_WHATSAPP_NUMBER, '233200000000').replace(/\D/g, ''),
  emailJs: {
    publicKey: readString(env.VITE_EMAILJS_PUBLIC_KEY, ''),
    serviceId: readString(env.VITE_EMAILJS_SERVICE_ID, ''),
    templateId: readString(env.VITE_EMAILJS_TEMPLATE_ID, ''),
    blockHeadless: readBoolean(env.VITE_EMAILJS_BLOCK_HEADLESS, true),
    blockList: readList(env.VITE_EMAILJS_BLOCK_LIST),
    limitRateMs: readNumber(env.VITE_EMAILJS_LIMIT_RATE_MS, 10_000),
  },
};

export const signupUrl = (): string => config.appUrl;
export const whatsappUrl = (text = ''): string =>
  `https://wa.me/${config.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
