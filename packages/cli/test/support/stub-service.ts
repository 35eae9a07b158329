/**
 * A tiny HTTP service for answers the fixtures do not give (a 403, an empty history, a
 * 401 on a store search): the spawned binary talks to it through `--api-root`, and it
 * records every request so a test can say that none was made.
 */
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

export interface StubRequest {
  readonly method: string
  /** The path and query below the API root, e.g. "/loyalty/info". */
  readonly path: string
  readonly cookie: string
}

export interface StubAnswer {
  readonly status: number
  readonly body: unknown
}

export interface StubService {
  readonly apiRoot: string
  readonly requests: Array<StubRequest>
  readonly close: () => Promise<void>
}

const requestOf = (message: IncomingMessage): StubRequest => ({
  method: message.method ?? "GET",
  path: (message.url ?? "/").replace(/^\/api/, ""),
  cookie: message.headers.cookie ?? "",
})

/**
 * Starts the stub on a free port of 127.0.0.1; `answer` decides every response, and
 * undefined is none: the request is read and never answered (a silent service).
 */
export const startStub = async (answer: (request: StubRequest) => StubAnswer | undefined): Promise<StubService> => {
  const requests: Array<StubRequest> = []
  const server = createServer((message, response) => {
    const request = requestOf(message)
    requests.push(request)
    const answered = answer(request)
    if (answered === undefined) return
    response.writeHead(answered.status, { "content-type": "application/json" })
    response.end(JSON.stringify(answered.body))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiRoot: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The service's error body (`{ error: [{ errorCode, errorKey, errorMessage }] }`). */
export const serviceError = (status: number, errorKey: string, errorMessage: string): StubAnswer => ({
  status,
  body: { error: [{ errorCode: String(status), errorKey, errorMessage }] },
})

/** A loyalty member's info, enough for the membership check. */
export const memberInfo: StubAnswer = {
  status: 200,
  body: { status: "success", payload: { firstName: "Stub", loyaltyTierInfo: { loyaltyTier: "base" } } },
}
