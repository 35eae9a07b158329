/**
 * One step of a model-based run (`fc.commands`): always applicable (the machine itself
 * refuses what does not apply, and the model says whether it should), named for the
 * counterexample, running the step against the model and the real machine.
 */
import type { fc } from "@fast-check/vitest"

export const modelCommand = <Model extends object, Real>(
  label: string,
  run: (model: Model, real: Real) => void,
): fc.Command<Model, Real> => ({ check: () => true, run, toString: () => label })
