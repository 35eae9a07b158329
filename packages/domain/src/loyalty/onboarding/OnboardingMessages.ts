/**
 * The onboarding modal's messages. Rules: docs/rules/loyalty-payments.md#8-errors-and-messages (loyalty §8).
 *
 * Where the spec is silent: the wording is Outfitter's (the spec: "Message wording: not
 * shown").
 *
 * @since 0.6.0
 */
/**
 * The messages (the spec gives no wording).
 *
 * @category constants
 */
export const onboardingMessages = {
  birthdaySummary: "Please enter a valid birthday.",
  birthdayIncomplete: "Enter your birth year, month and day.",
  yearInvalid: "Enter a 4-digit year, 1900 or later.",
  monthInvalid: "Choose a month.",
  dayInvalid: "This day does not exist in that month.",
  tooYoung: (age: number) => `You must be at least ${age} years old to join.`,
  phoneSummary: "Please enter a valid phone number.",
  phoneUs: "Enter a 10-digit phone number.",
  phoneOther: "Enter a phone number of 3 to 19 digits.",
} as const
