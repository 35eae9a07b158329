import { hookCookies } from "@outfitter/react-hooks/server"
import { cookies } from "next/headers"
import { type ReactNode, Suspense } from "react"
import { apiRoot } from "./outfitter"
import { Providers } from "./providers"

export const metadata = { title: "Outfitter on the Next.js App Router" }

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Suspense>
          <WithProviders>{children}</WithProviders>
        </Suspense>
      </body>
    </html>
  )
}

async function WithProviders({ children }: { readonly children: ReactNode }) {
  const cookieHeader = (await cookies()).toString()
  // the cookies the cookie-backed hooks (useSelectedStore, …) render from on the server
  // and while hydrating; never the session's
  return (
    <Providers apiRoot={apiRoot()} cookies={hookCookies(cookieHeader)}>
      {children}
    </Providers>
  )
}
