/**
 * The site code as a type and a schema (platform §9). The site rules (Site.ts) import only
 * the type, so a rule never brings Schema.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { siteCodes } from "./Site.ts"

/** @category models */
export type SiteCode = (typeof siteCodes)[number]

/** @category schemas */
export const SiteCode = /*#__PURE__*/ Schema.Literals(siteCodes)
