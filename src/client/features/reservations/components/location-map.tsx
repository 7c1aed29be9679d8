import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { mapTileUrl } from '@/lib/market';


/**
 * A read-only map with one marker (no dragging, zooming or keyboard panning). Leaflet loads on demand. The map is one
 * image to assistive technology, so the OpenStreetMap credit (a link) sits under it rather than inside it.
 */
export function LocationMap({ lat, lng, label, className }: { lat: number; lng: number; label: string; className?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tileUrl = mapTileUrl();

  useEffect(() => {
    let map: LeafletMap | null = null;
    let cancelled = false;
    if (!tileUrl) return;
    import('leaflet')
      .then(({ default: L }) => {
        if (cancelled || !container.current) return;
        map = L.map(container.current, {
          center: [lat, lng],
          zoom: 15,
          dragging: false,
          touchZoom: false,
          scrollWheelZoom: false,
          doubleClickZoom: false,
          boxZoom: false,
          keyboard: false,
          zoomControl: false,
          attributionControl: false,
        });
        L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
        // A vector marker: no marker images to bundle.
        L.circleMarker([lat, lng], { radius: 10, color: '#0f766e', weight: 3, fillColor: '#14b8a6', fillOpacity: 0.6 }).addTo(map);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lng, tileUrl]);

  if (failed || !tileUrl) return null;
  return (
    <div className={className}>
      <div
        ref={container}
        role="img"
        aria-label={`Map showing ${label}`}
        className="isolate z-0 h-56 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-64"
      />
      <p className="mt-1 text-end text-xs text-slate-600">
        &copy;{' '}
        <a href="https://www.openstreetmap.org/copyright" className="underline hover:text-slate-900">
          OpenStreetMap
        </a>{' '}
        contributors
      </p>
    </div>
  );
}
