/**
 * A cookie jar for one run of the returns wizard. The return submission needs a session
 * (§4 "Guest session before submit": a guest's session is started first); in a browser the
 * cookies the guest-session call sets are sent with the submission, and the CLI's fetch
 * keeps none, so the wizard's calls go through this jar: cookies set by an answer from
 * the API root's origin are sent on the next requests to that origin, and to no other.
 * Nothing is written to disk; the jar is forgotten when the command ends.
 *
 * @since 0.2.0
 */

/**
 * A fetch that keeps the cookies the origin sets (Max-Age=0 or an expiry in the past
 * removes one) and sends them back to that origin only.
 *
 * @category http
 */
export const cookieJarFetch = (origin: string, base: typeof globalThis.fetch): typeof globalThis.fetch => {
  const jar = new Map<string, string>()
  return async (input, init) => {
    const request = new Request(input, init)
    const sameOrigin = new URL(request.url).origin === origin
    if (sameOrigin && jar.size > 0) {
      const sent = [...jar].map(([name, value]) => `${name}=${value}`)
      const given = request.headers.get("cookie")
      request.headers.set("cookie", [...(given === null || given === "" ? [] : [given]), ...sent].join("; "))
    }
    const response = await base(request)
    if (sameOrigin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";")
        const at = pair.indexOf("=")
        if (at <= 0) continue
        const name = pair.slice(0, at).trim()
        const expired = attributes.some((attribute) => {
          const [key = "", value = ""] = attribute.split("=").map((part) => part.trim())
          return (key.toLowerCase() === "max-age" && Number(value) <= 0) ||
            (key.toLowerCase() === "expires" && Date.parse(value) < Date.now())
        })
        if (expired) jar.delete(name)
        else jar.set(name, pair.slice(at + 1).trim())
      }
    }
    return response
  }
}
