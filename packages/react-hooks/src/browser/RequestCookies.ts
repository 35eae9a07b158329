/**
 * The request's cookies, as the provider was given them (`OutfitterProvider`'s `cookies`):
 * what the cookie-backed hooks (useSelectedStore, useUPref, useBankRefundCountry, …)
 * render on a server and while the browser hydrates that HTML, so both show the same.
 * Internal to the hooks, not exported.
 *
 * @since 0.7.0
 */
"use client"
import { readCookie } from "@outfitter/domain"
import { createContext, useContext } from "react"

/** The cookie string given to the provider; undefined when none was (no cookies on the server). */
export const RequestCookiesContext = createContext<string | undefined>(undefined)

/** One cookie's raw value among the nearest provider's request cookies, or undefined. */
export const useRequestCookie = (name: string): string | undefined => readCookie(useContext(RequestCookiesContext) ?? "", name)
