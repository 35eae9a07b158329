/**
 * The storefront's form and button. A page arrives as HTML built ahead, and no server
 * answers a form the browser would send itself, so until React has hydrated them:
 * - a `Button` is disabled: a click does nothing, nor does Enter in a field of its form
 *   (the browser submits only through an enabled default button), so an early submit
 *   cannot send the fields, a card number or a password among them, in the address;
 * - a `Form` is sent by POST should anything submit it anyway, never by GET.
 * Once hydrated they are a plain `<form>` and `<button>`, with the page's handlers.
 */
import type { ComponentProps } from "react"
import { useHydrated } from "./useHydrated.ts"

export type FormProps = Omit<ComponentProps<"form">, "method" | "action">

export const Form = (props: FormProps) => <form {...props} method="post" />

export type ButtonProps = ComponentProps<"button"> & { readonly type: "submit" | "button" }

export const Button = ({ disabled, ...props }: ButtonProps) => {
  const hydrated = useHydrated()
  return <button {...props} disabled={!hydrated || disabled === true} />
}
