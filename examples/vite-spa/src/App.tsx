import { OutfitterProvider, type OutfitterConfig } from "@outfitter/react-hooks"
import { StoreFinder } from "./StoreFinder.tsx"

export const App = ({ config }: { readonly config: OutfitterConfig }) => (
  <OutfitterProvider config={config}>
    <StoreFinder />
  </OutfitterProvider>
)
