/** The service's API root, read at request time: `outfitter sandbox`'s by default. */
export const apiRoot = (): string => process.env["OUTFITTER_API_ROOT"] ?? "http://localhost:4010/api"
