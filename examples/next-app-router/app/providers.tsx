"use client"

import { type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
import { type ReactNode, useMemo } from "react"

export function Providers({ apiRoot, cookies, children }: { readonly apiRoot: string; readonly cookies: string; readonly children: ReactNode }) {
  // the API is another origin: every call carries the visitor's cookies
  const config = useMemo<OutfitterConfig>(() => ({ apiRoot, credentials: "include" }), [apiRoot])
  return (
    <OutfitterProvider config={config} cookies={cookies}>
      {children}
    </OutfitterProvider>
  )
}
