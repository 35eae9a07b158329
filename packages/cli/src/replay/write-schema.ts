/**
 * `npx pnpm flows:schema`: writes flows/schema/flow.schema.json, the JSON Schema editors
 * complete flow files from, generated from the flow's Effect Schema (Flow.ts). A test
 * (packages/cli/test/replay-schema.test.ts) fails when the file differs from what this
 * writes, so it cannot go stale.
 *
 * @since 0.1.0
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { flowJsonSchema } from "./Flow.ts"

/** Where the schema is published, from the repository root. @category constants */
export const flowSchemaPath = fileURLToPath(new URL("../../../../flows/schema/flow.schema.json", import.meta.url))

/** The file's text: the schema as JSON, two-space indented, newline-terminated. @category formatting */
export const flowSchemaText = (): string => `${JSON.stringify(flowJsonSchema(), null, 2)}\n`

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(flowSchemaPath, flowSchemaText())
  console.log(`wrote ${flowSchemaPath}`)
}
