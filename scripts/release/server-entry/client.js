// Client code that imports the server entry by mistake: a browser bundle of it must fail
// with the entry's one sentence, not build quietly without it.
import { orderKeys } from "@outfitter/react-hooks/server"

globalThis.keys = orderKeys.all
