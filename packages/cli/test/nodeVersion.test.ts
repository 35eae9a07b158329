import { describe, expect, it } from "vitest"
import { minimumNode, unsupportedNode } from "../src/nodeVersion.ts"

describe("unsupportedNode", () => {
  it("names the Node needed and the one running, on one line, for a Node older than 22.12", () => {
    for (const version of ["20.20.2", "v18.20.0", "22.11.0", "21.99.9", "14.0.0"]) {
      const line = unsupportedNode(version)
      expect(line, version).toBe(`outfitter needs Node ${minimumNode} or later; this is Node ${version.replace(/^v/, "")}. Install a newer Node (https://nodejs.org) and run it again.`)
      expect(line).not.toContain("\n")
    }
  })

  it("is undefined from 22.12 on, and for text that is not a version", () => {
    for (const version of ["22.12.0", "22.13.1", "23.0.0", "24.21.0", "100.0.0", "", "nightly", "22"]) {
      expect(unsupportedNode(version), version).toBeUndefined()
    }
  })
})
