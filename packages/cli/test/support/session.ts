/**
 * A kept session for a live service in a config directory of its own: what
 * `outfitter auth login` leaves behind, for tests of member commands against a stub
 * service (which, not being a sandbox, gets no made-up cookies). The session's cookies are
 * the ones the fixtures know the member by.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { saveSession } from "../../src/config/Sessions.ts"

/** The environment of a run signed in to `apiRoot` as `member` (site us unless given). */
export const signedIn = (apiRoot: string, member: string, site = "us"): { readonly XDG_CONFIG_HOME: string } => {
  const home = mkdtempSync(join(tmpdir(), "outfitter-config-"))
  saveSession(join(home, "outfitter"), {
    apiRoot,
    site,
    cookie: `userType=R; WC_USERACTIVITY_${member}=${member}%2C10051`,
    member,
    signedInAt: new Date(0).toISOString(),
  })
  return { XDG_CONFIG_HOME: home }
}
