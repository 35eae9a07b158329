/** A fresh RSA-OAEP-2048 key pair as the payment provider would have it, for the payments tests. */
export const generateProviderKey = async () => {
  const pair = await crypto.subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["encrypt", "decrypt"],
  )
  const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey)
  const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey)
  return { privateKey: pair.privateKey, privateJwk, rsa: { modulus: jwk.n!, exponent: jwk.e! } }
}
