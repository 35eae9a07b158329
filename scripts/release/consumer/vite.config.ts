import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// es2023: main.tsx waits for the fixtures' worker with a top-level await
export default defineConfig({ plugins: [react()], build: { target: "es2023" } })
