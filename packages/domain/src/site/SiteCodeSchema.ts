/**
 * The site code as a type and a schema. Rules: platform §9.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { siteCodes } from "./Site.ts"

/** @category models */
export type SiteCode = (typeof siteCodes)[number]

/** @category schemas */
export const SiteCode = /*#__PURE__*/ Schema.Literals(siteCodes)
