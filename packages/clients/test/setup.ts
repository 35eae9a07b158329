import { resetTestState } from "@outfitter/fixtures/testing"
import { beforeEach } from "vitest"

// Every test starts from the seeded fixtures: a sign-in, a saved address or card, a changed
// user of an earlier test is gone (there is no document here, so no cookies or storage).
beforeEach(() => resetTestState())
