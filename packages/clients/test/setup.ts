// The fixtures' one test set-up (installTestSetup).
import { installTestSetup } from "@outfitter/fixtures/testing"
import { afterEach, beforeEach, vi } from "vitest"

installTestSetup({ beforeEach, afterEach, vi })
