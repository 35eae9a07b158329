/**
 * The prerender step of `vite build` (a Vite plugin): after the browser build, builds
 * src/entry-server.tsx for Node, renders every page it lists (each route without a
 * parameter and each route's shell with one, for every site: routes.tsx) and writes each
 * as `<outDir>/shop/<site>/<path>/index.html`:
 * the built index.html with the page's HTML in the root element, the CSS of its first
 * render inline (the entry's and its page's: no stylesheet request delays the first paint,
 * and nothing restyles the page when its chunk arrives) and a modulepreload link for each
 * chunk its first render needs beyond the entry's (its page's, the account layout's), so
 * the browser paints the page from the HTML and fetches those chunks together with the
 * entry, which hydrates the page (src/main.tsx). They keep the browser's own priority: a
 * low one paints earlier but hydrates later, and blocks the page longer.
 *
 * A static host serves those files for their paths (a shell for every path it stands for)
 * and index.html for every other path (an address outside the route map). See
 * docs/deploy.md.
 */
import { randomUUID } from "node:crypto"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import type { Plugin, ResolvedConfig } from "vite"

interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

interface ServerEntry {
  readonly pagesToPrerender: () => ReadonlyArray<string>
  readonly renderPage: (path: string) => Promise<string>
  readonly pageModules: (path: string) => ReadonlyArray<string>
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;")

/** Every chunk a module's chunk imports statically, itself included, but those in `skip`. */
const chunksOf = (manifest: Record<string, ManifestChunk>, key: string, skip: ReadonlySet<string>): Map<string, ManifestChunk> => {
  const chunks = new Map<string, ManifestChunk>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (chunk === undefined || skip.has(chunk.file) || chunks.has(chunk.file)) return
    chunks.set(chunk.file, chunk)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return chunks
}

export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: "outfitter-prerender",
    apply: "build",
    config: (_user, env) => (env.isSsrBuild === true ? {} : { build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (config.build.ssr !== false) return
      const root = config.root
      const outDir = resolve(root, config.build.outDir)
      // inside the app, so the server bundle's bare imports resolve from its node_modules;
      // one folder per build, so two builds at once (tests, the bench) never share one
      const serverDir = join(root, "node_modules", `.outfitter-prerender-${process.pid}-${randomUUID()}`)
      const { build } = await import("vite")
      const react = (await import("@vitejs/plugin-react")).default
      await build({
        configFile: false,
        root,
        mode: config.mode,
        logLevel: "warn",
        plugins: [react()],
        build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, target: "node24", minify: false },
      })
      try {
        const entry = (await import(pathToFileURL(join(serverDir, "entry-server.js")).href)) as ServerEntry
        const template = readFileSync(join(outDir, "index.html"), "utf8")
        const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>
        const entryChunks = new Map(
          Object.keys(manifest).filter((key) => manifest[key]!.isEntry === true).flatMap((key) => [...chunksOf(manifest, key, new Set())]),
        )
        const entryFiles = new Set(entryChunks.keys())
        const preload = (files: Iterable<string>) =>
          [...files].map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`).join("")
        const cssText = new Map<string, string>()
        const css = (file: string) => {
          let text = cssText.get(file)
          if (text === undefined) cssText.set(file, (text = readFileSync(join(outDir, file), "utf8")))
          return text
        }
        // the stylesheets index.html links (one, with cssCodeSplit off; Vite lists it in the
        // manifest as an asset of its own, not as the entry chunk's CSS) go inline (below), so
        // the first paint waits for no request
        const stylesheetLink = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g
        const entryCss = [...template.matchAll(stylesheetLink)].map((link) => link[1]!.slice(config.base.length))
        const shell = template.replaceAll(stylesheetLink, "")
        for (const path of entry.pagesToPrerender()) {
          const html = await entry.renderPage(path)
          const modules = entry.pageModules(path)
          const unknown = modules.filter((module) => manifest[module] === undefined)
          if (unknown.length > 0) throw new Error(`prerender: no chunk for ${unknown.join(", ")} (moved? update entry-server.tsx)`)
          const pageChunks = new Map(modules.flatMap((module) => [...chunksOf(manifest, module, entryFiles)]))
          const links = preload(pageChunks.keys())
          // every rule the page's first render needs, in the HTML: nothing restyles it later
          const styles = [...new Set([...entryCss, ...[...pageChunks.values()].flatMap((chunk) => chunk.css ?? [])])]
            .map((file) => `<style data-href="${config.base}${file}">${css(file)}</style>`).join("")
          const page = shell
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttribute(path)}">${html}</div>`)
            .replace("</head>", `${styles}${links}</head>`)
          if (!page.includes("data-prerendered")) throw new Error("index.html has no empty <div id=\"root\"></div> to fill")
          const file = join(outDir, path, "index.html")
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, page)
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true })
      }
    },
  }
}
