import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const AddressBookPage = () => (
  <NotBuiltPage title="Address book" covers="saved addresses with add, edit and make-default" />
)
