import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/**
 * Dev server on 127.0.0.1:5173 (the next free port if taken; Vite prints the URL),
 * preview on 4173 for the browser tests. The fixtures' MSW worker script is a static file
 * in public/ (copied from msw/lib/mockServiceWorker.js, see README).
 */
export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1", port: 5173, strictPort: false },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: { target: "es2023", sourcemap: true },
})
