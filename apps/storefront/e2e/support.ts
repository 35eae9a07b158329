/** The fixtures' session cookies for a seeded, signed-in user (fixtures/README.md "Users and sessions"). */
export const sessionCookies = (baseURL: string, id: string) =>
  [
    ["userType", "R"],
    ["WC_PERSISTENT", "10051"],
    [`WC_USERACTIVITY_${id}`, `${id}%2C10051`],
    ["fixtureSession", "active"],
  ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL }))
