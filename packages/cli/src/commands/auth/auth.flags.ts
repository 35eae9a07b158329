/**
 * `outfitter auth`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.7.0
 */
import { declareCommand } from "../../declare.ts"

export const authGroup = declareCommand({
  path: "auth",
  description: "sign in to a live service as a member, see who is signed in where, and sign out",
  docs: {
    notes: [
      "A session is kept per API root and --site in $XDG_CONFIG_HOME/outfitter/sessions.json (default ~/.config/outfitter/), readable by its owner only (0600); it is sent only to the API root it was made for and never printed, not with --verbose either. Member commands against that API root act as its member.",
      "The embedded fixtures (no API root) and a sandbox (an API root whose origin answers GET /__outfitter/scenario) need no sign-in: there --member <id> names the member.",
    ],
    examples: [
      ["sign in with an e-mail and a password asked for on the terminal", "outfitter auth login --api-root http://127.0.0.1:4010/api"],
      ["who is signed in to the sandbox", "outfitter auth status --api-root http://127.0.0.1:4010/api"],
    ],
  },
})
