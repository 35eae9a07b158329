/**
 * `outfitter auth login`: its description, flags and help; login.ts runs it.
 *
 * @since 0.7.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const authLogin = declareCommand({
  path: "auth login",
  description: "sign in to the API root (--api-root, OUTFITTER_API_ROOT or the config's api-root) for --site, through the service's own sign-in call, and keep the session",
  options: {
    email: { flags: "--email <address>", description: "the e-mail to sign in with (asked for on a terminal when not given)" },
    passwordStdin: { flags: "--password-stdin", description: "read the password from stdin (its first line) instead of asking for it; needs --email" },
    withToken: {
      flags: "--with-token",
      description: "read a session from stdin instead of signing in: the Cookie header of a signed-in browser's request to the API root; checked with the user endpoint before it is kept",
    },
  },
  docs: {
    notes: [
      "On a terminal the e-mail is asked for when not given, then the password, which is not shown as it is typed. Off a terminal give --password-stdin (with --email) or --with-token.",
      "The session (the cookies the service set, or the ones given) replaces any kept for the same API root and site. The member is the one its WC_USERACTIVITY_<id> cookie names. --json prints {\"apiRoot\",\"site\",\"member\",\"email\"}; nothing prints the session.",
    ],
    exitCodes: [
      [ExitCode.Ok, "signed in; the session is kept"],
      [ExitCode.Failed, "the service failed or did not answer; it set no session"],
      [ExitCode.Usage, "no API root, no terminal and neither --password-stdin nor --with-token, --password-stdin without --email, stdin that is not one line"],
      [ExitCode.NotAuthorised, "the e-mail or password is wrong, or the session given is not signed in"],
      [ExitCode.Interrupted, "a prompt left with Ctrl+C (nothing is called)"],
    ],
    examples: [
      ["sign in on a terminal", "outfitter auth login --api-root http://127.0.0.1:4010/api"],
      ["sign in to the UK site from a script", "printf '%s\\n' \"$PASSWORD\" | outfitter auth login --api-root http://127.0.0.1:4010/api --site uk --email support@example.com --password-stdin"],
      ["keep a browser's session", "pbpaste | outfitter auth login --api-root http://127.0.0.1:4010/api --with-token"],
    ],
  },
  load: (): Promise<CommandModule> => import("./login.ts"),
})
