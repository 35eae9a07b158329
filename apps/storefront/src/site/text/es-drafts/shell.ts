/** Spanish draft of the `shell` section (the frame of every page and the shared controls), for translations/es.ts. */
import type { Translation } from "../catalogue.ts"

export const shell = {
  skipToContent: "Ir al contenido",
  footer: (logo, site) => `${logo} · sitio ${site} · Tienda de referencia`,
  pageTitle: (title) => `${title} | Outfitter`,
  pageLoading: "Cargando…",
  signIn: "Iniciar sesión",
  header: {
    logoHome: "inicio",
    mainNavigation: "Principal",
    nav: {
      home: "Inicio",
      stores: "Tiendas",
      account: "Cuenta",
      help: "Ayuda",
    },
    myStore: "Mi tienda",
  },
  preferencePlaceholder: {
    country: "Estados Unidos",
    rest: "· USD · Español",
  },
  pageNotFound: {
    heading: "Página no encontrada",
    messageBeforeLink: "No encontramos esa página.",
    homeLink: "Ir a la página de inicio",
    messageAfterLink: ".",
  },
  chooseSite: {
    heading: "Elige tu sitio",
    noSuchSite: (segment) => `No existe el sitio “${segment}”. Elige el sitio del lugar donde compras:`,
  },
  dialogClose: "Cerrar",
  statefulButton: {
    initial: "Guardar",
    processing: "Guardando…",
    success: "Guardado",
    failed: "No se guardó",
  },
} satisfies NonNullable<Translation["shell"]>
