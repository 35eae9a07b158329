import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const HomePage = () => (
  <NotBuiltPage title="Home" covers="the brand's home page with the header preference menu and the sign-in entry" />
)
