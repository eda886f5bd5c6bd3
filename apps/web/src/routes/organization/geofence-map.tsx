import 'leaflet/dist/leaflet.css';
import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { callOperation, queryKeyOf } from '../../api/operations';

interface Point {
  latitude: number;
  longitude: number;
}

/** Keeps the view on the point when it is typed in the form. */
function Follow({ point }: { point: Point }) {
  const map = useMap();
  useEffect(() => {
    map.setView([point.latitude, point.longitude], map.getZoom(), { animate: false });
  }, [map, point.latitude, point.longitude]);
  return null;
}

function ClickToPlace({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(event.latlng.lng.toFixed(6)),
      }),
  });
  return null;
}

/**
 * The geofence on a map: the centre as a dot, the radius as a circle; a click moves the centre.
 * Tiles come from the server's MAP_TILE_URL (none configured → the shapes on a plain background).
 * Circle markers avoid Leaflet's default marker images, which bundlers break.
 */
export default function GeofenceMap({
  point,
  radius,
  onPick,
  label,
}: {
  point: Point;
  radius: number;
  onPick: (point: Point) => void;
  label: string;
}) {
  const config = useQuery({
    queryKey: queryKeyOf(endpoints.system.clientConfig),
    queryFn: () => callOperation(endpoints.system.clientConfig, undefined, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const center: [number, number] = [point.latitude, point.longitude];
  return (
    <div className="geofence-map" role="application" aria-label={label} data-testid="geofence-map">
      <MapContainer center={center} zoom={16} style={{ height: 260 }} scrollWheelZoom={false}>
        {config.data?.map_tile_url ? (
          <TileLayer url={config.data.map_tile_url} attribution="&copy; OpenStreetMap" />
        ) : null}
        <Circle center={center} radius={radius} pathOptions={{ color: '#1f5aa6' }} />
        <CircleMarker
          center={center}
          radius={6}
          pathOptions={{ color: '#1f5aa6', fillOpacity: 1 }}
        />
        <Follow point={point} />
        <ClickToPlace onPick={onPick} />
      </MapContainer>
    </div>
  );
}
