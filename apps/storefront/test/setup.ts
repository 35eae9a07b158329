// The fixtures' one test set-up (installTestSetup), with testing-library for the DOM.
import { installTestSetup } from "@outfitter/fixtures/testing"
import { cleanup, configure } from "@testing-library/react"
import { afterEach, beforeEach, vi } from "vitest"

installTestSetup({ beforeEach, afterEach, vi }, { cleanup, configure })

// each test starts on a history entry of its own: the returns flow keeps its step in the entry's state
beforeEach(() => globalThis.window?.history.replaceState(null, "", "/"))
