/**
 * The sessions `outfitter auth login` keeps: one per API root and site, in `sessions.json`
 * in the config directory (ConfigDir.ts, 0600). A session is the Cookie header the service
 * set at sign-in (or the one pasted with `--with-token`), with who it is for (the loyalty
 * member id its `WC_USERACTIVITY_{id}` cookie names, the e-mail when known). The cookie
 * text is a secret: it is sent only to the API root it was made for and never printed.
 *
 * Reading is total: a missing or unreadable file is no sessions; an entry that is not a
 * session is left out.
 *
 * @since 0.7.0
 */
import { isMemberId } from "@outfitter/domain/loyalty"
import { join } from "node:path"
import { readJsonFile, writePrivateJson } from "./ConfigDir.ts"

/** The file's name in the config directory. @category constants */
export const sessionsFileName = "sessions.json"

/** @category models */
export interface StoredSession {
  /** The API root signed in to, as {@link apiRootKey} writes it. */
  readonly apiRoot: string
  readonly site: string
  /** The Cookie header sent with every call (secret). */
  readonly cookie: string
  /** The loyalty member id the session's activity cookie names, when it names one. */
  readonly member?: string
  /** The e-mail signed in with, when known. */
  readonly email?: string
  /** When it was kept, ISO 8601. */
  readonly signedInAt: string
}

/**
 * An API root as sessions are keyed by it: the URL without a trailing slash, so
 * `http://h/api` and `http://h/api/` are one root.
 *
 * @example
 * import { apiRootKey } from "@outfitter/cli"
 * apiRootKey("HTTP://Shop.example/api/") // => "http://shop.example/api"
 * @category formatting
 */
export const apiRootKey = (apiRoot: string): string => {
  const url = URL.parse(apiRoot.trim())
  return (url === null ? apiRoot.trim() : url.href).replace(/\/+$/, "")
}

const text = (record: Record<string, unknown>, key: string): string | undefined =>
  typeof record[key] === "string" ? record[key] : undefined

const sessionOf = (value: unknown): StoredSession | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const record = value as Record<string, unknown>
  const apiRoot = text(record, "apiRoot")
  const site = text(record, "site")
  const cookie = text(record, "cookie")
  const signedInAt = text(record, "signedInAt") ?? ""
  if (apiRoot === undefined || site === undefined || cookie === undefined || cookie.trim() === "") return undefined
  const member = text(record, "member")
  const email = text(record, "email")
  return {
    apiRoot,
    site,
    cookie,
    ...(member !== undefined && isMemberId(member) ? { member } : {}),
    ...(email === undefined ? {} : { email }),
    signedInAt,
  }
}

/** The sessions file's path. @category getters */
export const sessionsPath = (dir: string): string => join(dir, sessionsFileName)

/** Every kept session. @category reading */
export const readSessions = (dir: string): ReadonlyArray<StoredSession> => {
  const stored = readJsonFile(sessionsPath(dir))
  const list = typeof stored === "object" && stored !== null && "sessions" in stored ? stored.sessions : undefined
  return Array.isArray(list) ? list.flatMap((entry) => sessionOf(entry) ?? []) : []
}

const isFor = (apiRoot: string, site: string) => (session: StoredSession) => session.apiRoot === apiRootKey(apiRoot) && session.site === site

/** The session kept for an API root and site. @category reading */
export const findSession = (dir: string, apiRoot: string, site: string): StoredSession | undefined =>
  readSessions(dir).find(isFor(apiRoot, site))

/**
 * Keeps a session, in place of any other for its API root and site. Returns the file's path.
 *
 * @category writing
 */
export const saveSession = (dir: string, session: StoredSession): string => {
  const kept = { ...session, apiRoot: apiRootKey(session.apiRoot) }
  const others = readSessions(dir).filter((stored) => !isFor(kept.apiRoot, kept.site)(stored))
  return writePrivateJson(dir, sessionsFileName, { sessions: [...others, kept] })
}

/**
 * Forgets the session of an API root and site; whether there was one.
 *
 * @category writing
 */
export const forgetSession = (dir: string, apiRoot: string, site: string): boolean => {
  const sessions = readSessions(dir)
  const others = sessions.filter((stored) => !isFor(apiRoot, site)(stored))
  if (others.length === sessions.length) return false
  writePrivateJson(dir, sessionsFileName, { sessions: others })
  return true
}

/**
 * The loyalty member id a Cookie header's `WC_USERACTIVITY_{id}` names (the anonymous
 * visitor's -1002 is none).
 *
 * @example
 * import { memberOfCookies } from "@outfitter/cli"
 * memberOfCookies("userType=R; WC_USERACTIVITY_5001=5001%2C10051") // => "5001"
 * memberOfCookies("WC_USERACTIVITY_-1002=-1002") // => undefined
 * @category parsing
 */
export const memberOfCookies = (cookies: string): string | undefined =>
  cookies.split(";").map((pair) => pair.trim().split("=")[0] ?? "").map((name) => /^WC_USERACTIVITY_(.+)$/.exec(name)?.[1])
    .find((id): id is string => id !== undefined && isMemberId(id))

/**
 * The Cookie header a browser would send after these Set-Cookie lines: each cookie's
 * `name=value`, the last one of a name winning, those cleared (empty, or Max-Age 0 or
 * less) left out.
 *
 * @example
 * import { cookieHeaderOf } from "@outfitter/cli"
 * cookieHeaderOf(["userType=R; Path=/", "old=; Max-Age=0", "WC_USERACTIVITY_5001=5001%2C10051; Path=/"])
 * // => "userType=R; WC_USERACTIVITY_5001=5001%2C10051"
 * @category parsing
 */
export const cookieHeaderOf = (setCookies: ReadonlyArray<string>): string => {
  const jar = new Map<string, string>()
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(";")
    const equals = pair.indexOf("=")
    if (equals <= 0) continue
    const name = pair.slice(0, equals).trim()
    const value = pair.slice(equals + 1).trim()
    const maxAge = attributes.map((attribute) => /^\s*max-age\s*=\s*(-?\d+)\s*$/i.exec(attribute)?.[1]).find((age) => age !== undefined)
    if (value === "" || (maxAge !== undefined && Number(maxAge) <= 0)) jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
}
