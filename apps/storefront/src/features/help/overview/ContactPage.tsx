/**
 * /help/contact: the contact form on a page of its own, for links that go straight to it
 * (orders §2: the form lives on the help overview; this route shows the same form, with the
 * same rules, attachments and 1 s / 1 s timeline, under its own heading).
 */
import { helpText } from "../../../site/text/en/help.ts"
import { useText } from "../../../site/text/useText.ts"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { ContactForm } from "./ContactForm.tsx"

export const ContactPage = () => {
  const text = useText(helpText).contact
  usePageTitle(text.title)
  return (
    <div id="help-main" className="page helpV2-js help-contact">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <ContactForm />
    </div>
  )
}
