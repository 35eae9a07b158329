/**
 * Run by PxpPublicKey.test.ts in a child Node process: reads a JSON array of keys from
 * stdin, encrypts a card number with each through the real encryption path (all at once,
 * as concurrent shoppers would), and prints how each ended. A process that aborts
 * (exit 134) or throws never gets to print, and the test sees its exit code.
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import { encryptCardNumber } from "../../../src/payments/CardEncryption.ts"

const chunks: Array<Buffer> = []
for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
const keys = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ReadonlyArray<{ modulus: string; exponent: string }>

const outcomes = await Promise.all(keys.map((key) =>
  Effect.runPromise(
    encryptCardNumber(Redacted.make("4111111111111111"), key, 1).pipe(
      Effect.match({ onFailure: (error) => error._tag, onSuccess: () => "encrypted" }),
    ),
  )
))
process.stdout.write(JSON.stringify(outcomes))
