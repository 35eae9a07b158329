/**
 * A draft: the home section in Spanish (neutral Latin-American, "tú"), for the lead to
 * merge into `translations/es.ts`. Not a language of its own (this folder is not `translations/`).
 */
import type { Translation } from "../catalogue.ts"

export const home = {
  title: "Inicio",
  heading: "Inicio",
  intro: "Tus pedidos, recompensas y tiendas en un solo lugar.",
  account: {
    heading: "Tu cuenta",
    welcomeBack: "Hola de nuevo. Vuelve a iniciar sesión para ver tu cuenta.",
    descriptions: {
      overview: "Tus datos y recompensas de un vistazo",
      orders: "Rastrea, devuelve o cancela un pedido",
      rewards: "Puntos, recompensas y tu nivel",
      addresses: "Adónde llegan tus pedidos",
      paymentCards: "Las tarjetas con las que pagas",
      password: "Cambia tu contraseña",
    },
    signIn: { label: "Inicia sesión en tu cuenta", description: "Pedidos, recompensas, direcciones y tarjetas guardadas" },
    trackOrder: { label: "Rastrear un pedido", description: "Con su número y tu correo electrónico, sin necesidad de cuenta" },
  },
  stores: {
    heading: "Tiendas",
    findStore: { label: "Buscar una tienda", description: "Horarios, cómo llegar y qué hay en existencia" },
  },
  help: {
    heading: "Ayuda",
    help: { label: "Ayuda", description: "Respuestas para tu país y cómo contactarnos" },
    trackOrder: { label: "Rastrear tu pedido", description: "Dónde está un pedido, y devoluciones" },
    giftCards: { label: "Saldo de tarjeta de regalo", description: "Lo que queda en una tarjeta de regalo" },
    contact: { label: "Contáctanos", description: "Escribe a servicio al cliente" },
  },
} satisfies NonNullable<Translation["home"]>
