/**
 * An oxlint plugin (.oxlintrc.json, jsPlugins) with one rule, `outfitter/no-react-internals`:
 * no name, string or template text that contains `__react` (React's keys on the elements
 * and the root it manages, `__reactFiber$…`, `__reactProps$…`, `__reactContainer$…`) or
 * `_valueTracker` (its record of an input's value). React may rename or drop them in any
 * release; code that reads or writes them breaks silently. Off (.oxlintrc.json) for the
 * tests' card-data kit (test/…/cardData*.ts), which walks React's tree as its DevTools do
 * to show that no card number stays in a component's state, and for the rule's own test.
 */
const privateField = /__react|_valueTracker/

interface Node {
  readonly type: string
}

interface Context {
  readonly report: (problem: { readonly node: Node; readonly messageId: string; readonly data: Record<string, string> }) => void
}

const noReactInternals = {
  meta: {
    type: "problem",
    docs: { description: "Refuse the private fields of React named in this file's header." },
    messages: { privateField: "`{{ name }}` is a private field of React: use React's public API instead." },
  },
  create: (context: Context) => {
    const check = (node: Node, text: unknown) => {
      if (typeof text !== "string") return
      const found = privateField.exec(text)
      if (found !== null) context.report({ node, messageId: "privateField", data: { name: found[0] } })
    }
    return {
      Identifier: (node: Node & { readonly name: string }) => check(node, node.name),
      Literal: (node: Node & { readonly value: unknown }) => check(node, node.value),
      TemplateElement: (node: Node & { readonly value: { readonly raw: string } }) => check(node, node.value.raw),
    }
  },
}

export default { meta: { name: "outfitter" }, rules: { "no-react-internals": noReactInternals } }
