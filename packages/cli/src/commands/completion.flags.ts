/**
 * `outfitter completion`: its description, arguments and help; completion.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../declare.ts"

/** The shells `outfitter completion` writes a script for. @category constants */
export const completionShells = ["bash", "zsh", "fish"] as const

export const completion = declareCommand({
  path: "completion",
  description: "print a shell completion script for bash, zsh or fish: the commands, their subcommands and flags",
  arguments: [["shell", `the shell: ${completionShells.join(", ")}`]],
  docs: {
    notes: [
      "The script completes the command words and each command's flags (the global flags everywhere). Load it in a shell session as the examples do, or save it where the shell reads completions at start-up: bash, a file in ~/.local/share/bash-completion/completions/outfitter; zsh, a file _outfitter in a directory of $fpath; fish, ~/.config/fish/completions/outfitter.fish.",
    ],
    examples: [
      ["the bash script", "outfitter completion bash"],
      ["bash, for this session", "source <(outfitter completion bash)"],
      ["zsh, for this session", "source <(outfitter completion zsh)"],
      ["fish, for this session", "source (outfitter completion fish | psub)"],
    ],
  },
  load: (): Promise<CommandModule> => import("./completion.ts"),
})
