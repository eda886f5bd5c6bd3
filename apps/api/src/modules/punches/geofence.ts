import type { PunchFlag } from '@ponteiro/shared';

/** Mean Earth radius in metres (the geofence radius is in metres too). */
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance between two points, in metres (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Geofence {
  latitude: number;
  longitude: number;
  radiusM: number;
}

export interface GeofenceCheck {
  flags: PunchFlag[];
  /** Metres from the fence's centre, when the position is known. */
  distanceM?: number;
}

/**
 * What the position says about a punch: outside the fence when even the nearest point the
 * accuracy allows is beyond the radius (a phone's fix of ±80 m at 150 m from a 100 m fence is not
 * flagged); no position at all when the workplace has a fence. Flags only: the punch is recorded
 * whatever they say (Portaria 671 art. 74).
 */
export function checkGeofence(
  fence: Geofence | null,
  position: { latitude?: number; longitude?: number; accuracyM?: number },
): GeofenceCheck {
  if (!fence) return { flags: [] };
  if (position.latitude === undefined || position.longitude === undefined) {
    return { flags: ['location_unavailable'] };
  }
  const distanceM = distanceMetres(fence, {
    latitude: position.latitude,
    longitude: position.longitude,
  });
  const nearest = distanceM - (position.accuracyM ?? 0);
  return {
    flags: nearest > fence.radiusM ? ['outside_geofence'] : [],
    distanceM: Math.round(distanceM),
  };
}
