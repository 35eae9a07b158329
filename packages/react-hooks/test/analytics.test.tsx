import { type AnalyticsEvent, OutfitterProvider, publishAnalytics, subscribeAnalytics } from "@outfitter/react-hooks"
import { findInStoreErrorEvent, rememberedErrorEvent } from "@outfitter/domain"
import { render } from "@testing-library/react"
import { createElement } from "react"
import { describe, expect, it } from "vitest"

describe("the analytics stream (one stream, nothing sent by default)", () => {
  it("delivers each published event to every subscriber until it unsubscribes", () => {
    const first: Array<AnalyticsEvent> = []
    const second: Array<AnalyticsEvent> = []
    const stopFirst = subscribeAnalytics((event) => void first.push(event))
    const stopSecond = subscribeAnalytics((event) => void second.push(event))
    publishAnalytics(rememberedErrorEvent)
    stopFirst()
    publishAnalytics(findInStoreErrorEvent({ _tag: "Failed" })!)
    stopSecond()
    publishAnalytics(rememberedErrorEvent)
    expect(first.map((event) => event.name)).toEqual(["remembered_check"])
    expect(second.map((event) => event.name)).toEqual(["remembered_check", "FISModal:Error"])
  })

  it("keeps going when a subscriber throws", () => {
    const seen: Array<string> = []
    const stopThrowing = subscribeAnalytics(() => {
      throw new Error("the host's analytics is down")
    })
    const stop = subscribeAnalytics((event) => void seen.push(event.name))
    expect(() => publishAnalytics(rememberedErrorEvent)).not.toThrow()
    expect(seen).toEqual(["remembered_check"])
    stopThrowing()
    stop()
  })

  it("subscribes the provider's onAnalytics while it is mounted", () => {
    const seen: Array<string> = []
    const config = { apiRoot: "http://fixtures.outfitter.invalid/api", onAnalytics: (event: AnalyticsEvent) => void seen.push(event.name) }
    const view = render(createElement(OutfitterProvider, { config }))
    publishAnalytics(rememberedErrorEvent)
    view.unmount()
    publishAnalytics(rememberedErrorEvent)
    expect(seen).toEqual(["remembered_check"])
  })
})
