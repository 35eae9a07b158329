/**
 * The brands whose e-mails a member may ask for: the opt-in boxes of the password update
 * (loyalty §3 `emailOptions`) and of fast enroll's account pane (orders §3). The code is the
 * key the service's `emailOptions` map takes; the label is the storefront's.
 */
export const emailBrands = [
  { code: "anf", label: "Outfitter" },
  { code: "kids", label: "Outfitter Kids" },
] as const
