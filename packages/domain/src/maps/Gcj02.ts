/**
 * WGS-84 to GCJ-02, the coordinates maps in mainland China are drawn in. Rules: platform
 * §4 "Map provider".
 *
 * Where the spec is silent: the published transform (Krasovsky 1940 ellipsoid, as the open
 * `eviltransform` implementations; the tests hold it to their reference points to 5
 * decimals). Points outside the mainland's bounding box, or not finite, are returned
 * unchanged.
 *
 * @since 0.1.0
 */
import { coordinatesOf } from "./MapInput.ts"
import type { LatLng } from "./StaticMap.ts"

const a = 6378245.0
const ee = 0.006693421622965943 // 0.00669342162296594323, as the published transform writes it

/**
 * Outside the box GCJ-02 equals WGS-84.
 *
 * @category predicates
 */
export const isOutsideChina = (point: LatLng): boolean => {
  const { latitude, longitude } = coordinatesOf(point)
  return !(longitude >= 72.004 && longitude <= 137.8347 && latitude >= 0.8293 && latitude <= 55.8271)
}

const transformLatitude = (x: number, y: number): number => {
  let result = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  result += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  result += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  result += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return result
}

const transformLongitude = (x: number, y: number): number => {
  let result = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  result += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  result += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  result += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return result
}

/**
 * Converts a WGS-84 point to GCJ-02. Non-finite input comes back unchanged rather than
 * as NaN.
 *
 * @example
 * import { wgs84ToGcj02 } from "@outfitter/domain"
 * wgs84ToGcj02({ latitude: 39.911954, longitude: 116.377817 })
 * // => { latitude: 39.91334…, longitude: 116.38404… }
 * @category conversions
 */
export const wgs84ToGcj02 = (point: LatLng): LatLng => {
  const { latitude, longitude } = coordinatesOf(point)
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || isOutsideChina(point)) return point
  const dLat0 = transformLatitude(point.longitude - 105.0, point.latitude - 35.0)
  const dLng0 = transformLongitude(point.longitude - 105.0, point.latitude - 35.0)
  const radLat = (point.latitude / 180.0) * Math.PI
  const magic = 1 - ee * Math.sin(radLat) * Math.sin(radLat)
  const sqrtMagic = Math.sqrt(magic)
  const dLat = (dLat0 * 180.0) / (((a * (1 - ee)) / (magic * sqrtMagic)) * Math.PI)
  const dLng = (dLng0 * 180.0) / ((a / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { latitude: point.latitude + dLat, longitude: point.longitude + dLng }
}
