import { expect, type Page, test } from "./test.ts"
import { sessionCookies } from "./support.ts"


test("the rewards overview of a seeded member: points, tier, progress", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: /^Welcome, / })).toBeVisible()
  await expect(page.getByTestId("rewards-tier")).toHaveText("Tier: vip · expires 12/31/2026")
  const points = page.getByTestId("rewards-points")
  await expect(points).toHaveText(/^[\d,]+ points$/)
  const n = Number((await points.textContent())!.replace(/\D/g, ""))
  const ring = page.getByRole("progressbar", { name: "Progress to your next reward" })
  if (n > 0) {
    const expected = Math.round(Math.min(1, Math.round((Math.sqrt(n) / Math.sqrt(1000)) * 100) / 100) * 100)
    await expect(ring).toHaveAttribute("aria-valuenow", String(expected))
  } else {
    await expect(ring).toHaveCount(0)
  }
})

test("refer a friend: the link carries referral_code and the copy button reports and resets", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await context.addCookies(sessionCookies(baseURL!, "5002"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByTestId("rewards-points")).toBeVisible()
  // member 5002 has a $10 cash reward since the last login: the new-reward notification opens first, once
  const notification = page.getByRole("dialog", { name: "You have a new reward" })
  await expect(notification).toContainText("$10 in rewards, expires 12/31")
  await notification.getByRole("button", { name: "Close" }).click()
  await expect(notification).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem("couponsNotified"))).toBe("true")
  await page.getByRole("button", { name: "Refer a friend" }).click()
  const dialog = page.getByRole("dialog", { name: "Refer a friend" })
  await expect(dialog.getByLabel("Your referral link")).toHaveValue(/\?referral_code=REF\d{6}$/)
  await dialog.getByRole("button", { name: "Copy link" }).click()
  await expect(dialog.getByRole("button", { name: "Copying…" })).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Link copied" })).toBeVisible({ timeout: 3000 })
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 3000 })
})

/**
 * Records, from the page's first script on, the progress ring's value circle (its computed
 * stroke-dashoffset and running CSS transitions, every frame for 2.5 s after it appears) and
 * when the points badge appears and disappears (performance.now() ms).
 */
const recordRingAndBadge = () => {
  interface RingSample {
    readonly t: number
    readonly offset: number
    readonly transitions: ReadonlyArray<{ readonly property: string; readonly duration: unknown; readonly easing: string; readonly from: unknown; readonly to: unknown }>
  }
  const record = {
    ringLength: undefined as number | undefined,
    ringTarget: undefined as number | undefined,
    ring: [] as Array<RingSample>,
    badgeShown: [] as Array<number>,
    badgeHidden: [] as Array<number>,
  }
  ;(window as unknown as { __rw: typeof record }).__rw = record
  let ring: SVGCircleElement | null = null
  let badge = false
  const sample = (circle: SVGCircleElement, started: number) => {
    // one reading of the clock: the last sample recorded is the first at or past 2.5 s
    const t = performance.now() - started
    record.ring.push({
      t,
      offset: parseFloat(getComputedStyle(circle).strokeDashoffset),
      transitions: circle.getAnimations().map((a) => {
        const effect = a.effect as KeyframeEffect
        const frames = effect.getKeyframes()
        return {
          property: (a as CSSTransition).transitionProperty,
          duration: effect.getTiming().duration,
          easing: String(effect.getTiming().easing),
          from: frames[0]?.["strokeDashoffset"],
          to: frames[frames.length - 1]?.["strokeDashoffset"],
        }
      }),
    })
    if (t < 2500) requestAnimationFrame(() => sample(circle, started))
  }
  new MutationObserver(() => {
    const circle = document.querySelector<SVGCircleElement>(".rewards-ring__value")
    if (circle !== null && ring === null) {
      ring = circle
      record.ringLength = parseFloat(circle.getAttribute("stroke-dasharray") ?? "")
      record.ringTarget = record.ringLength * (1 - Number(circle.dataset["fraction"]))
      sample(circle, performance.now())
    }
    const shown = document.querySelector(".rewards-badge") !== null
    if (shown !== badge) (shown ? record.badgeShown : record.badgeHidden).push(performance.now())
    badge = shown
  }).observe(document, { subtree: true, childList: true })
}

type Recorded = {
  readonly ringLength: number
  readonly ringTarget: number
  readonly ring: ReadonlyArray<{ readonly t: number; readonly offset: number; readonly transitions: ReadonlyArray<{ readonly property: string; readonly duration: unknown; readonly easing: string; readonly from: unknown; readonly to: unknown }> }>
  readonly badgeShown: ReadonlyArray<number>
  readonly badgeHidden: ReadonlyArray<number>
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __rw: Recorded }).__rw)

test.describe("the progress ring (loyalty-payments §2, §9: 1400 ms ease-in-out from 0)", () => {
  test("animates stroke-dashoffset from the empty ring to the member's fraction over 1400 ms ease-in-out", async ({ page, context, baseURL }) => {
    await context.addCookies(sessionCookies(baseURL!, "5003"))
    await page.addInitScript(recordRingAndBadge)
    await page.goto("/shop/us/account/rewards")
    const ring = page.getByRole("progressbar", { name: "Progress to your next reward" })
    // member 5003 has 815 points: √815 ÷ √1000 = 0.90, so the ring is neither empty nor full
    await expect(ring).toHaveAttribute("aria-valuenow", "90")
    const value = page.locator(".rewards-ring__value")
    const transition = await value.evaluate((el) => {
      const s = getComputedStyle(el)
      return { property: s.transitionProperty, duration: s.transitionDuration, easing: s.transitionTimingFunction }
    })
    expect(transition).toEqual({ property: "stroke-dashoffset", duration: "1.4s", easing: "ease-in-out" })
    // wait for the recording (2.5 s of frames) and the ring to come to rest
    await expect.poll(async () => (await recorded(page)).ring.at(-1)?.t ?? 0, { timeout: 6000 }).toBeGreaterThanOrEqual(2500)
    const rec = await recorded(page)
    const length = rec.ringLength
    const target = rec.ringTarget
    expect(length).toBeCloseTo(2 * Math.PI * 45, 1)
    expect(target).toBeCloseTo(length * 0.1, 1)
    // it starts from 0 (the whole dash hidden) ...
    expect(rec.ring[0]!.offset).toBeCloseTo(length, 1)
    // ... runs as one CSS transition from 0 to the fraction, 1400 ms ease-in-out ...
    const run = rec.ring.flatMap((s) => s.transitions)
    expect(run.length).toBeGreaterThan(0)
    for (const t of run) {
      expect(t).toMatchObject({ property: "stroke-dashoffset", duration: 1400, easing: "ease-in-out" })
      expect(parseFloat(String(t.from))).toBeCloseTo(length, 1)
      expect(parseFloat(String(t.to))).toBeCloseTo(target, 1)
    }
    // ... through values in between, and comes to rest at the fraction, not before ~1400 ms
    const between = rec.ring.filter((s) => s.offset < length - 1 && s.offset > target + 1)
    expect(between.length).toBeGreaterThan(5)
    const firstMove = rec.ring.find((s) => s.offset < length - 0.01)!
    const rest = rec.ring.find((s) => Math.abs(s.offset - target) < 0.01)!
    expect(rest.t - firstMove.t).toBeGreaterThan(1200)
    expect(rec.ring.at(-1)!.offset).toBeCloseTo(target, 2)
  })

  test("does not animate when the visitor prefers reduced motion", async ({ page, context, baseURL }) => {
    await context.addCookies(sessionCookies(baseURL!, "5003"))
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.addInitScript(recordRingAndBadge)
    await page.goto("/shop/us/account/rewards")
    await expect(page.getByRole("progressbar", { name: "Progress to your next reward" })).toHaveAttribute("aria-valuenow", "90")
    const value = page.locator(".rewards-ring__value")
    const duration = await value.evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(duration).toBe("0s")
    await expect.poll(async () => (await recorded(page)).ring.at(-1)?.t ?? 0, { timeout: 6000 }).toBeGreaterThanOrEqual(2500)
    const rec = await recorded(page)
    expect(rec.ring.flatMap((s) => s.transitions)).toEqual([])
    // no frame shows a value between empty and the fraction: it jumps straight there
    expect(rec.ring.filter((s) => s.offset < rec.ringLength - 1 && s.offset > rec.ringTarget + 1)).toEqual([])
    expect(rec.ring.at(-1)!.offset).toBeCloseTo(rec.ringTarget, 2)
  })
})

test.describe("the points badge (loyalty-payments §2, §9: 2000 ms, desktop 1025 px and up only)", () => {
  for (const width of [1025, 1280]) {
    test(`shows for 2000 ms at ${width} px`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      await context.addCookies(sessionCookies(baseURL!, "5003"))
      await page.addInitScript(recordRingAndBadge)
      await page.goto("/shop/us/account/rewards")
      await expect(page.locator(".rewards-badge")).toHaveText("815 pts")
      await expect(page.locator(".rewards-badge")).toHaveCount(0, { timeout: 4000 })
      const rec = await recorded(page)
      expect(rec.badgeShown).toHaveLength(1)
      expect(rec.badgeHidden).toHaveLength(1)
      const shownFor = rec.badgeHidden[0]! - rec.badgeShown[0]!
      expect(shownFor).toBeGreaterThanOrEqual(1950)
      expect(shownFor).toBeLessThan(2400)
    })
  }

  for (const width of [800, 1024]) {
    test(`never shows at ${width} px`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      await context.addCookies(sessionCookies(baseURL!, "5003"))
      await page.addInitScript(recordRingAndBadge)
      // the page's clock, so the test moves past the badge's 2000 ms instead of sleeping
      await page.clock.install()
      await page.goto("/shop/us/account/rewards")
      await expect(page.getByTestId("rewards-points")).toHaveText("815 points")
      await page.clock.runFor(2500)
      expect((await recorded(page)).badgeShown).toEqual([])
      await expect(page.locator(".rewards-badge")).toHaveCount(0)
    })
  }
})

test("how it works, the welcome offer, and my ID's add to wallet downloading the pass", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByTestId("rewards-points")).toBeVisible()
  // signed in: the header offers no Sign in
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toHaveCount(0)
  // the reference storefront turns welcome offers on
  await expect(page.getByRole("region", { name: "My rewards" }).getByText("15% off your first order")).toBeVisible()
  await page.getByRole("button", { name: "How it works" }).click()
  const how = page.getByRole("dialog", { name: "How rewards work" })
  await expect(how).toContainText("At 1,000 points you earn a reward")
  await how.getByRole("button", { name: "Close" }).click()
  await page.getByRole("button", { name: "My ID" }).click()
  const myId = page.getByRole("dialog", { name: "My ID" })
  await expect(myId.getByRole("img", { name: "Member ID barcode" })).toBeVisible()
  const download = page.waitForEvent("download")
  await myId.getByRole("button", { name: "Add to wallet" }).click()
  expect((await download).suggestedFilename()).toBe("outfitter-member.pkpass")
})
