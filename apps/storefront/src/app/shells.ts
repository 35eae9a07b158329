/**
 * The shells: a page with a parameter (an account page, or one whose row says `shell`: a
 * product's) is built ahead once per site, with `_` for the parameter (`/account/orders/_`,
 * `/product/_`), and that HTML is served for every value (routes.tsx lists the paths;
 * vite.config.ts and a static host serve them; main.tsx hydrates them).
 * No imports: vite.config.ts reads this too.
 */

/** What stands for a parameter in the path of a page built ahead as a shell. */
export const shellParameter = "_"

/**
 * Whether the HTML built for `builtFor` (a full path, `/shop/us/account/orders/_`) is the
 * page at `pathname`: the same path, or a shell whose `_` each stand for a parameter.
 */
export const isBuiltFor = (builtFor: string, pathname: string): boolean => {
  if (builtFor === pathname) return true
  const want = builtFor.split("/")
  const have = pathname.split("/")
  return want.length === have.length && want.includes(shellParameter) &&
    want.every((part, i) => part === have[i] || (part === shellParameter && (have[i] ?? "") !== ""))
}
