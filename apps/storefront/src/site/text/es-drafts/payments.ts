/**
 * A draft: the payments section in Spanish (neutral Latin-American, "tú"), for the lead to
 * merge into `translations/es.ts`. Not a language of its own (this folder is not `translations/`).
 */
import type { Translation } from "../catalogue.ts"

export const payments = {
  cardFields: {
    cardNumber: "Número de tarjeta",
    noExpiryForHouseCard: "La tarjeta de la casa no necesita fecha de vencimiento.",
    expiry: "Fecha de vencimiento (MM / AA)",
    expiryPlaceholder: "MM / AA",
    cvv: "Código de seguridad",
    cvvHint: (count) => `${count} dígitos`,
  },
  savedCards: {
    title: "Tarjetas de pago guardadas",
    addCard: "Agregar una tarjeta",
    loading: "Cargando tus tarjetas…",
    none: "No tienes tarjetas guardadas.",
    list: "Tarjetas guardadas",
    expires: (date) => `Vence ${date}`,
    defaultCard: "Tarjeta predeterminada",
    edit: "Editar",
    changed: {
      add: "Tarjeta agregada",
      update: "Tarjeta actualizada",
      remove: "Tarjeta eliminada",
      setDefault: "Tarjeta predeterminada guardada",
    },
    remove: { initial: "Eliminar", processing: "Eliminando…", success: "Eliminada", failed: "No se eliminó" },
    makeDefault: { initial: "Hacer predeterminada", processing: "Guardando…", success: "Predeterminada guardada", failed: "No se guardó" },
  },
  cardModal: {
    addTitle: "Agregar una tarjeta",
    editTitle: "Editar tarjeta",
    add: { initial: "Agregar tarjeta", processing: "Agregando tarjeta…", success: "Tarjeta agregada", failed: "No se agregó la tarjeta" },
    update: { initial: "Actualizar tarjeta", processing: "Actualizando tarjeta…", success: "Tarjeta actualizada", failed: "No se actualizó la tarjeta" },
  },
  reauth: {
    title: (orderNumber) => `Pago del pedido ${orderNumber}`,
    loading: "Cargando el pedido…",
    notFound: (orderNumber) => `No hay ningún pago que actualizar para el pedido ${orderNumber}.`,
    upToDate: "El pago de este pedido está al día. No hay nada que cambiar.",
    orderStatusNow: (status) => `Tu pedido está ${status}.`,
    bankAsks: "Tu banco te pide que confirmes este pago.",
    orderNumber: "Número de pedido",
    amount: "Importe",
    status: "Estado",
    form: "Actualizar pago",
    payWith: "Pagar con",
    card: "Tarjeta de crédito o débito",
    paypal: "PayPal",
    failover: "Los pagos con tarjeta no están disponibles para este pedido. Paga con PayPal.",
    cardFields: "Tarjeta",
    paypalConfirm: (amount) => `Confirmas el pago de ${amount} con PayPal.`,
    billingAddress: "Dirección de facturación",
    optional: (label) => `${label} (opcional)`,
    cardButton: { initial: "Actualizar pago", processing: "Actualizando pago…", success: "Pago actualizado", failed: "No se actualizó el pago" },
    paypalButton: { initial: "Pagar con PayPal", processing: "Yendo a PayPal…", success: "Pago actualizado", failed: "No se actualizó el pago" },
  },
  threeDSecure: {
    heading: "Verifica tu pago",
    body: "Tu banco te pide que confirmes este pago. Sigue sus pasos a continuación y luego cierra esta ventana.",
    frame: "Verificación del pago por tu banco",
    close: "Cerrar",
  },
} satisfies NonNullable<Translation["payments"]>

/** The domain's messages these pages show most, by their exact English text. */
export const specPayments = {
  // saved cards and the card modal (paymentMessages, cardErrorFor)
  "something went wrong, try again": "algo salió mal, inténtalo de nuevo",
  "Please correct the highlighted card details.": "Corrige los datos de la tarjeta resaltados.",
  "Enter a valid card number.": "Ingresa un número de tarjeta válido.",
  "This card brand cannot be used for your country.": "Esta marca de tarjeta no se puede usar en tu país.",
  "Select the expiry month and year.": "Selecciona el mes y el año de vencimiento.",
  "Enter a valid security code.": "Ingresa un código de seguridad válido.",
  "Check the card's expiry date.": "Revisa la fecha de vencimiento de la tarjeta.",
  "This card could not be saved.": "No se pudo guardar esta tarjeta.",
  // payment re-authorisation (reauthMessages, the banner, the status once authorised)
  "Your card was declined. Check the card details or use another card.": "Tu tarjeta fue rechazada. Revisa los datos de la tarjeta o usa otra.",
  "We were unable to process your payment. Please try again.": "No pudimos procesar tu pago. Inténtalo de nuevo.",
  "We could not accept this payment. Please contact customer service.": "No pudimos aceptar este pago. Comunícate con atención al cliente.",
  "Your session has expired. Please sign in again to update your payment.": "Tu sesión expiró. Vuelve a iniciar sesión para actualizar tu pago.",
  "Something went wrong. Please try again later.": "Algo salió mal. Inténtalo de nuevo más tarde.",
  "Please correct the highlighted fields.": "Corrige los campos resaltados.",
  "Check the postal code of the billing address.": "Revisa el código postal de la dirección de facturación.",
  "There is a problem with an order": "Hay un problema con un pedido",
  "Thank you, your payment has been updated.": "Gracias, tu pago se actualizó.",
  "Processing": "En proceso",
  // the billing address's labels (addressFieldLabels)
  "First name": "Nombre",
  "Last name": "Apellido",
  "Address line 1": "Dirección, línea 1",
  "Address line 2": "Dirección, línea 2",
  "City": "Ciudad",
  "Country": "País",
  // the wallet QR widget (walletWidgetTexts: its texts without a wallet's name)
  "Getting your payment code…": "Obteniendo tu código de pago…",
  "Confirming your payment…": "Confirmando tu pago…",
  "Payment Complete": "Pago completado",
  "Something went wrong with your payment code. Please try again.": "Algo salió mal con tu código de pago. Inténtalo de nuevo.",
  "This payment code has expired.": "Este código de pago expiró.",
  "Retry": "Reintentar",
} satisfies Readonly<Record<string, string>>
