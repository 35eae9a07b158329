/**
 * Spanish (/shop/us-es, /shop/eu-es, /shop/am-es). Whatever is not here is shown in English.
 */
import type { Translation } from "../catalogue.ts"

const es: Translation = {
  shell: {
    skipToContent: "Ir al contenido",
    footer: (logo, site) => `${logo} · sitio ${site} · Tienda de referencia`,
  },
}

export default es
