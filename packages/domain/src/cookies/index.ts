/**
 * The cookies context: codecs and lifetimes of the spec's cookies.
 *
 * @since 0.1.0
 */
export * from "./Cookie.ts"
export * from "./GeoLocationCookie.ts"
export * from "./LanguageFixCookie.ts"
export * from "./LocalData.ts"
export * from "./SelectedStoreCookie.ts"
export * from "./UPrefCookie.ts"
