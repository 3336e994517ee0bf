/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_URL?: string;
  readonly VITE_API_DOCS_URL?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_BLOCK_HEADLESS?: string;
  readonly VITE_EMAILJS_BLOCK_LIST?: string;
  readonly VITE_EMAILJS_LIMIT_RATE_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
