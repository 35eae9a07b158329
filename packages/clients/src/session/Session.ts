/**
 * The session every permission-checked client reads: who the visitor is right now, the
 * store settings, and the domain's `authorize` bound to both (platform §4, §6).
 *
 * The host supplies the visitor as a function because it changes during a page's life
 * (signing in, the remembered call answering). The browser passes one that reads
 * document.cookie; the CLI and tests pass a fixed visitor.
 *
 * @since 0.1.0
 */
import { type Authorization, authorize, type PermissionError, type UserAction } from "@outfitter/domain/session/permissions"
import type { Visitor } from "@outfitter/domain/session"
import { makeStoreSettings, type StoreSettings } from "@outfitter/domain/site"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/** @category models */
export interface SessionOptions {
  /** The current visitor; defaults to a signed-in, registered one (the CLI's support engineer). */
  readonly visitor?: () => Visitor
  /** Store settings and feature flags; unset ones take the defaults. */
  readonly settings?: Partial<StoreSettings>
}

/** A registered, signed-in visitor. @category constants */
export const registeredVisitor: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }

/** @category models */
export interface SessionShape {
  readonly visitor: Effect.Effect<Visitor>
  readonly settings: StoreSettings
  /** The domain's permission rule for the current visitor and settings. */
  readonly authorize: (
    action: UserAction,
    options?: { readonly ignoreUserType?: boolean },
  ) => Effect.Effect<Authorization, PermissionError>
}

/**
 * The session.
 *
 * @example
 * import { Session } from "@outfitter/clients"
 * const layer = Session.layer({ settings: { extendedAuthWindow: true } })
 * @category services
 */
export class Session extends Context.Service<Session, SessionShape>()("outfitter/Session") {
  static readonly layer = (options: SessionOptions = {}): Layer.Layer<Session> => {
    const settings = makeStoreSettings(options.settings)
    const current = options.visitor ?? (() => registeredVisitor)
    const visitor = Effect.sync(current)
    return Layer.succeed(Session)({
      visitor,
      settings,
      authorize: (action, authorizeOptions) =>
        Effect.flatMap(visitor, (who) => Effect.fromResult(authorize(action, who, settings, authorizeOptions))),
    })
  }
}
