// Imports each specifier given on the command line; prints what happened to each.
const results = []
for (const specifier of process.argv.slice(2)) {
  try {
    const module = await import(specifier)
    results.push({ specifier, loaded: true, exports: Object.keys(module).length })
  } catch (error) {
    results.push({ specifier, loaded: false, code: error.code, message: error.message, stack: error.stack })
  }
}
console.log(JSON.stringify(results))
