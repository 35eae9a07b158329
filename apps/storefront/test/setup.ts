import { resetTestState } from "@outfitter/fixtures/testing"
import { cleanup, configure } from "@testing-library/react"
import { afterEach, beforeEach, vi } from "vitest"

// The whole suite runs on two cores beside the type check and the browser build; a
// fixture round trip can take longer than testing-library's 1 s default there. Waiting
// longer never passes a wrong value, it only stops a slow machine failing a right one.
configure({ asyncUtilTimeout: 5000 })

// testing-library unmounts by itself only when the test API is global, and it is not
// here: without this every rendered tree outlived its test, and a timer it had started
// could fire after the environment was torn down ("window is not defined"). Unmounting
// clears every component's timers; a test that faked time gets the real clock back.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// Every test starts from the seeded fixtures, no cookies and empty local and session
// storage (@outfitter/fixtures/testing), whatever an earlier test signed in or saved.
beforeEach(() => resetTestState())
