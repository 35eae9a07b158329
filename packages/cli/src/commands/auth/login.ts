/**
 * `outfitter auth login`: signs in to the API root for --site and keeps the session
 * (Sessions.ts), as gh keeps a token:
 *
 * - on a terminal the e-mail (unless --email) and the password are asked for on stderr,
 *   the password read in raw mode with nothing echoed (not even a mask);
 * - `--password-stdin` reads the password from stdin's first line (with --email);
 * - `--with-token` reads a session's Cookie header from stdin instead (signIn.ts checks it).
 *
 * Neither the password nor the session is ever printed; messages about stdin never quote it.
 *
 * @since 0.7.0
 */
import * as Redacted from "effect/Redacted"
import { ErrorCode, interruptedError, usageError } from "../../CliError.ts"
import { configDirOf } from "../../config/ConfigDir.ts"
import { saveSession, type StoredSession } from "../../config/Sessions.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { promptLine, type PromptTerminal } from "../../prompt.ts"
import { authLogin } from "./login.flags.ts"
import { sessionFromCookies, signInWithPassword, type SignInTarget } from "./signIn.ts"

/** @category messages */
export const noApiRootMessage =
  "auth login needs an API root: --api-root <url>, OUTFITTER_API_ROOT or `outfitter config set api-root <url>` (the embedded fixtures need no sign-in)"

/** @category messages */
export const noTerminalMessage =
  "auth login asks for the password on a terminal; off one, pipe the password with --email <address> --password-stdin, or a session's Cookie header with --with-token"

/** @category messages */
export const passwordStdinNeedsEmailMessage = "--password-stdin needs --email <address>: stdin holds the password"

/** @category messages */
export const tokenShapeMessage = "stdin must hold one Cookie header: name=value pairs separated by '; ' (it is not printed)"

/** @category messages */
export const bothStdinMessage = "--with-token and --password-stdin both read stdin: give one"

/** @category messages */
export const promptLeftMessage = "Not signed in: the prompt was left with Ctrl+C"

/** The most stdin may hold, in bytes. @category constants */
export const stdinLimitBytes = 16 * 1024

/**
 * stdin's text, at most {@link stdinLimitBytes}; throws a usage error past it.
 *
 * @category reading
 */
export const readStdin = async (stdin: AsyncIterable<Buffer | string>): Promise<string> => {
  const chunks: Array<Buffer> = []
  let size = 0
  for await (const chunk of stdin) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk
    size += bytes.length
    if (size > stdinLimitBytes) throw usageError(`stdin holds more than ${stdinLimitBytes} bytes (it is not printed)`, ErrorCode.Usage)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * A session's Cookie header as pasted: one non-blank line, an optional `Cookie:` before it,
 * name=value pairs without control characters. Throws a usage error that never quotes it.
 *
 * @example
 * import { cookieHeaderFrom } from "@outfitter/cli"
 * cookieHeaderFrom("Cookie: userType=R; WC_USERACTIVITY_5001=5001%2C10051\n") // => "userType=R; WC_USERACTIVITY_5001=5001%2C10051"
 * @category parsing
 */
export const cookieHeaderFrom = (text: string): string => {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "")
  if (lines.length !== 1) throw usageError(tokenShapeMessage, ErrorCode.Usage)
  const header = lines[0]!.replace(/^cookie:\s*/i, "").trim()
  const pairs = header.split(";").map((pair) => pair.trim()).filter((pair) => pair !== "")
  // eslint-disable-next-line no-control-regex
  const isPair = (pair: string) => /^[^=\s]+=[^\u0000-\u001f\u007f]*$/.test(pair)
  if (pairs.length === 0 || !pairs.every(isPair)) throw usageError(tokenShapeMessage, ErrorCode.Usage)
  return pairs.join("; ")
}

/** The first line of stdin, as a password (nothing else is read from it). */
const passwordFrom = (text: string): Redacted.Redacted<string> =>
  Redacted.make(text.split(/\r?\n/)[0] ?? "", { label: "password" })

/** @category models */
export interface LoginInput {
  readonly target: SignInTarget
  readonly json: boolean
  readonly email: string | undefined
  readonly from: "prompt" | "password-stdin" | "with-token"
  readonly configDir: string
}

/**
 * Makes the session the input asks for (reading stdin or the terminal), keeps it, and
 * says where; throws a CliError on any failure, keeping nothing.
 *
 * @category running
 */
export const login = async (input: LoginInput, terminal: PromptTerminal): Promise<StoredSession> => {
  let session: StoredSession
  if (input.from === "with-token") {
    session = await sessionFromCookies(input.target, cookieHeaderFrom(await readStdin(terminal.stdin)))
  } else if (input.from === "password-stdin") {
    session = await signInWithPassword(input.target, input.email ?? "", passwordFrom(await readStdin(terminal.stdin)))
  } else {
    let email = input.email
    if (email === undefined) {
      const typed = await promptLine(terminal, "E-mail: ", { label: "email", echo: true })
      if (typed._tag === "Left") throw interruptedError(promptLeftMessage)
      email = Redacted.value(typed.value)
    }
    const password = await promptLine(terminal, "Password (not shown as you type): ", { label: "password" })
    if (password._tag === "Left") throw interruptedError(promptLeftMessage)
    session = await signInWithPassword(input.target, email, password.value)
  }
  saveSession(input.configDir, session)
  return session
}

/** What `--json` prints of a session: never the session itself. @category output */
export const sessionJson = (session: StoredSession) => ({
  apiRoot: session.apiRoot,
  site: session.site,
  ...(session.member === undefined ? {} : { member: session.member }),
  ...(session.email === undefined ? {} : { email: session.email }),
  signedInAt: session.signedInAt,
})

/** Who a session is for, in words: "member 5001 (registered@outfitter.test)". @category output */
export const whoText = (session: StoredSession): string => {
  const who = session.member === undefined ? "a user whose member id the session does not name" : `member ${session.member}`
  return session.email === undefined ? who : `${who} (${session.email})`
}

/** The command (run by program.ts). */
export const command = localCommand(authLogin, {
  parse: (flags, _args, { global, env }): LoginInput => {
    if (global.apiRoot === undefined) throw usageError(noApiRootMessage, ErrorCode.Usage)
    if (flags.withToken === true && flags.passwordStdin === true) throw usageError(bothStdinMessage, ErrorCode.Usage)
    const email = flags.email?.trim()
    if (flags.passwordStdin === true && (email === undefined || email === "")) throw usageError(passwordStdinNeedsEmailMessage, ErrorCode.Usage)
    const from = flags.withToken === true ? "with-token" : flags.passwordStdin === true ? "password-stdin" : "prompt"
    if (from === "prompt" && (process.stdin.isTTY !== true || process.stderr.isTTY !== true)) throw usageError(noTerminalMessage, ErrorCode.Usage)
    return {
      target: { apiRoot: global.apiRoot, site: global.site, timeout: global.timeout },
      json: global.json,
      email: email === "" ? undefined : email,
      from,
      configDir: configDirOf(env),
    }
  },
  serve: async (input, io) => {
    const session = await login(input, { stdin: process.stdin, output: process.stderr })
    io.stdout(
      input.json
        ? jsonText(sessionJson(session))
        : textLines(`Signed in to ${session.apiRoot} (site ${session.site}) as ${whoText(session)}`),
    )
  },
})
