/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A live API root (for example the sandbox, http://127.0.0.1:4010/api); unset means the embedded fixtures. */
  readonly VITE_OUTFITTER_API_ROOT?: string
  /** The payment providers' origins the page may frame (comma list; the CSP's frame-src); unset, the store configuration's default three. */
  readonly VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS?: string
  /** The gift card balance check's reCAPTCHA site key; unset, a production build offers no balance check. */
  readonly VITE_OUTFITTER_RECAPTCHA_SITE_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
