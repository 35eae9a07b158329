// A CommonJS consumer. The packages are ESM only (an "import" condition, no "require"), so
// Node's resolver should refuse before any package code runs; prints what happened.
try {
  require("@outfitter/domain")
  console.log(JSON.stringify({ loaded: true }))
} catch (error) {
  console.log(JSON.stringify({ loaded: false, code: error.code, message: error.message, stack: error.stack }))
}
