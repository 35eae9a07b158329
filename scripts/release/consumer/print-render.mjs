// runs the server build of src/render.tsx (vite build --ssr) and prints the HTML
const { render } = await import("./dist-ssr/render.js")
process.stdout.write(await render())
