/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the tutorial video opened by the TUTORIAL button. */
  readonly VITE_TUTORIAL_URL?: string;
  /** Support WhatsApp number, digits with country code (e.g. 5511999990000). */
  readonly VITE_SUPORTE_WHATSAPP?: string;
  /** Support e-mail shown in the footer. */
  readonly VITE_SUPORTE_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
