/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A live API root (for example the sandbox, http://127.0.0.1:4010/api); unset means the embedded fixtures. */
  readonly VITE_OUTFITTER_API_ROOT?: string
  /** The payment providers' origins the page may frame (comma list; the CSP's frame-src). */
  readonly VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
