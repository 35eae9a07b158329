import { configure } from "@testing-library/react"

// The whole suite runs on two cores beside the type check and the browser build; a
// fixture round trip can take longer than testing-library's 1 s default there. Waiting
// longer never passes a wrong value, it only stops a slow machine failing a right one.
configure({ asyncUtilTimeout: 5000 })
