import type { NextConfig } from "next"

const nextConfig: NextConfig = {
  // Next 16's prerendering of every route's static shell: the page calls connection()
  // before it prefetches, so Effect's clock and dehydrate() run at request time
  cacheComponents: true,
  partialPrefetching: true,
}

export default nextConfig
