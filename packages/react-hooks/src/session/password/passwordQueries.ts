/**
 * The password hooks: the update goes through the user service with the domain's
 * payload (loyalty §3), forgot-password through the PasswordService.
 *
 * @since 0.1.0
 */
"use client"
import { PasswordService, type ServiceCallError, UserService } from "@outfitter/clients"
import type { PasswordUpdatePayload } from "@outfitter/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { userKey } from "../sessionQueryOptions.ts"
import { useRunClient } from "../../OutfitterProvider.ts"

/** Sends a password update payload (UserService.update). @category hooks */
export const useUpdatePassword = () => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  return useMutation<string, unknown, PasswordUpdatePayload>({
    mutationFn: (payload) => run(UserService.layer, UserService.use((users) => users.update(payload))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey }),
  })
}

/** Sends the forgot-password request. @category hooks */
export const useForgotPassword = () => {
  const run = useRunClient()
  return useMutation<void, ServiceCallError, string>({
    mutationFn: (email) => run(PasswordService.layer, PasswordService.use((service) => service.forgot(email))),
  })
}
