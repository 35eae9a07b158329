/**
 * The user object fast enroll's create call sends. Rules: docs/rules/orders-returns-help.md#help-and-enrol-data (orders §3).
 *
 * Where the spec is silent: absent parts (no phone, no opt-in, no campaign) are left out,
 * never sent empty; opt-ins are sent as brand → "Y", as the password update sends them.
 *
 * @since 0.6.0
 */
import { fieldsOf, stringsOf, textOf, trimmedOf } from "../../kernel/Untrusted.ts"

/** The user object of the create call (§3). @category models */
export interface FastEnrollUser {
  readonly email: string
  readonly primaryPhone?: string
  /** brand → "Y" for each ticked opt-in box. */
  readonly emailOptions?: Readonly<Record<string, "Y">>
  readonly fastEnrollCampaignId?: string
}

/**
 * The user object (§3): the e-mail, the phone when given, the opt-ins when any box is
 * ticked (brand → "Y", as the password update sends them), the campaign id when there is
 * one. Absent parts are left out, never sent empty.
 *
 * @example
 * import { fastEnrollUser } from "@outfitter/domain"
 * fastEnrollUser({ email: "ann@example.com", phone: undefined, optIns: ["anf"], campaignId: "spring" })
 * // => { email: "ann@example.com", emailOptions: { anf: "Y" }, fastEnrollCampaignId: "spring" }
 * @category constructors
 */
export const fastEnrollUser = (input: {
  readonly email: string
  readonly phone: string | undefined
  readonly optIns: ReadonlyArray<string>
  readonly campaignId: string | undefined
}): FastEnrollUser => {
  const given = fieldsOf(input)
  const phone = trimmedOf(given["phone"])
  const optIns = stringsOf(given["optIns"]).map((brand) => brand.trim()).filter((brand) => brand !== "")
  const campaignId = trimmedOf(given["campaignId"])
  return {
    email: textOf(given["email"]).trim(),
    ...(phone === undefined ? {} : { primaryPhone: phone }),
    ...(optIns.length === 0 ? {} : { emailOptions: Object.fromEntries(optIns.map((brand) => [brand, "Y" as const])) }),
    ...(campaignId === undefined ? {} : { fastEnrollCampaignId: campaignId }),
  }
}
