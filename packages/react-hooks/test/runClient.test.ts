/**
 * The provider's runner builds each client's layer when a program first needs it, once,
 * over one base, and shares a service two layers both build.
 */
import { Session, StoreLocator } from "@outfitter/clients"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import { makeRunClient } from "@outfitter/react-hooks"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"

class Counter extends Context.Service<Counter, { readonly id: number }>()("test/Counter") {}
class First extends Context.Service<First, { readonly counter: number }>()("test/First") {}
class Second extends Context.Service<Second, { readonly counter: number }>()("test/Second") {}

const counting = () => {
  const built: Array<string> = []
  let next = 0
  const counter = Layer.effect(Counter)(Effect.sync(() => {
    built.push("Counter")
    return { id: ++next }
  }))
  const first = Layer.effect(First)(Effect.gen(function*() {
    const { id } = yield* Counter
    built.push("First")
    return { counter: id }
  })).pipe(Layer.provideMerge(counter))
  const second = Layer.effect(Second)(Effect.gen(function*() {
    const { id } = yield* Counter
    built.push("Second")
    return { counter: id }
  })).pipe(Layer.provideMerge(counter))
  return { built, first, second }
}

const config = { apiRoot: "http://fixtures.outfitter.test/api", fetch: createFixtureFetch() }

describe("makeRunClient", () => {
  it("builds nothing until a program runs, then each layer once", async () => {
    const { built, first } = counting()
    const runner = makeRunClient(config)
    expect(built).toEqual([])
    expect(await runner.run(first, First.use((service) => Effect.succeed(service.counter)))).toBe(1)
    expect(await runner.run(first, First.use((service) => Effect.succeed(service.counter)))).toBe(1)
    expect(built).toEqual(["Counter", "First"])
    await runner.dispose()
  })

  it("shares a service two layers build (one Counter for First and Second)", async () => {
    const { built, first, second } = counting()
    const runner = makeRunClient(config)
    const a = await runner.run(first, First.use((service) => Effect.succeed(service.counter)))
    const b = await runner.run(second, Second.use((service) => Effect.succeed(service.counter)))
    expect(a).toBe(b)
    expect(built.filter((name) => name === "Counter")).toEqual(["Counter"])
    await runner.dispose()
  })

  it("gives every layer the same base: the session the config describes", async () => {
    const runner = makeRunClient({ ...config, settings: { storeId: "10051" } })
    const visitor = await runner.run(Layer.empty, Session.use((session) => Effect.succeed(session.settings.storeId)))
    expect(visitor).toBe("10051")
    const store = await runner.run(StoreLocator.layer, StoreLocator.use((stores) => stores.get(10001)))
    expect(store.storeNumber).toBe("10001")
    await runner.dispose()
  })

  it("starts a program in its caller's task: its layer and program run before the caller goes on", async () => {
    const { built, first } = counting()
    const runner = makeRunClient(config)
    const started: Array<string> = []
    const call = runner.run(first, First.use(() => Effect.sync(() => started.push("program"))))
    started.push("caller")
    expect(built).toEqual(["Counter", "First"])
    expect(started).toEqual(["program", "caller"])
    await call
    expect(started).toEqual(["program", "caller"])
    await runner.dispose()
  })

  it("an aborted call rejects", async () => {
    const runner = makeRunClient(config)
    const controller = new AbortController()
    const call = runner.run(Layer.empty, Effect.never, controller.signal)
    controller.abort()
    await expect(call).rejects.toBeDefined()
    await runner.dispose()
  })

  it("rejects with the typed error itself", async () => {
    const runner = makeRunClient(config)
    await expect(runner.run(StoreLocator.layer, StoreLocator.use((stores) => stores.get("not a store")))).rejects.toMatchObject({
      _tag: "InvalidParams",
    })
    await runner.dispose()
  })
})
