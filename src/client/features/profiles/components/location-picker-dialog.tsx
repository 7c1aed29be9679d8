import 'leaflet/dist/leaflet.css';
import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { AlertTriangle, Loader2, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { locationPickerTexts as texts, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM } from '../../../../domain/profile';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { mapTileUrl } from '@/lib/market';
import { canSuggest, type PlaceSuggestion, useSourcedPlaceSuggestions } from '@/lib/suggest-places';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Tiles that fail before any loads: the tile server is unreachable. */
const TILE_FAILURES_BEFORE_UNAVAILABLE = 3;

/** Confirm Location is disabled with no selection and no text (spec §5). */
export function canConfirmLocation(text: string, selection: PlaceSuggestion | null): boolean {
  return selection !== null || text.trim() !== '';
}

/**
 * "Select Location": a Leaflet map on the configured tile server (Tel Aviv at zoom 10; 15 once a place is chosen)
 * with address suggestions after more than 2 typed characters. When the tiles or the geocoder cannot be reached it
 * says "Maps service unavailable" and still works by the suggestion list (the built-in places). This module —
 * and Leaflet with it — is loaded only when the dialog opens.
 */
export default function LocationPickerDialog({
  initial,
  onConfirm,
  onCancel,
}: {
  initial: string;
  onConfirm: (location: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [text, setText] = useState(initial);
  const [selection, setSelection] = useState<PlaceSuggestion | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const query = useDebouncedValue(text, 250);
  const suggestions = useSourcedPlaceSuggestions(query);
  const items = canSuggest(text) && selection?.label !== text ? (suggestions.data?.suggestions ?? []) : [];
  const tileUrl = mapTileUrl();
  const unavailable = !tileUrl || mapFailed || suggestions.data?.source === 'fallback';

  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; marker: (lat: number, lng: number) => void } | null>(null);

  useEffect(() => {
    if (!tileUrl) return;
    let cancelled = false;
    let instance: LeafletMap | null = null;
    import('leaflet')
      .then(({ default: L }) => {
        if (cancelled || !container.current) return;
        instance = L.map(container.current, { center: [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng], zoom: MAP_DEFAULT_ZOOM });
        let loaded = false;
        let failures = 0;
        L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 })
          .on('tileload', () => (loaded = true))
          .on('tileerror', () => {
            failures += 1;
            if (!loaded && failures >= TILE_FAILURES_BEFORE_UNAVAILABLE) setMapFailed(true);
          })
          .addTo(instance);
        let marker: CircleMarker | null = null;
        const current = instance;
        map.current = {
          map: current,
          marker: (lat, lng) => {
            marker?.remove();
            marker = L.circleMarker([lat, lng], { radius: 10, color: '#0f766e', weight: 3, fillColor: '#14b8a6', fillOpacity: 0.6 }).addTo(current);
          },
        };
      })
      .catch(() => !cancelled && setMapFailed(true));
    return () => {
      cancelled = true;
      map.current = null;
      instance?.remove();
    };
  }, [tileUrl]);

  const choose = (place: PlaceSuggestion) => {
    setSelection(place);
    setText(place.label);
    map.current?.map.setView([place.lat, place.lng], MAP_SELECTED_ZOOM);
    map.current?.marker(place.lat, place.lng);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>{texts.searchLabel}</Label>
          <div className="relative">
            <Input
              id={inputId}
              value={text}
              autoComplete="off"
              placeholder={texts.searchPlaceholder}
              onChange={(event) => {
                setText(event.target.value);
                setSelection(null);
              }}
            />
            {suggestions.isFetching && canSuggest(text) ? (
              <Loader2 className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-slate-400" aria-hidden="true" />
            ) : null}
          </div>
          {items.length > 0 ? (
            <ul aria-label="Location suggestions" className="max-h-44 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1">
              {items.map((place, index) => (
                <li key={`${place.label}-${index}`}>
                  <button
                    type="button"
                    onClick={() => choose(place)}
                    className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                  >
                    <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    {place.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : canSuggest(query) && suggestions.isSuccess && !selection && suggestions.data.suggestions.length === 0 ? (
            <p className="text-sm text-slate-500">{texts.noResults}</p>
          ) : null}
        </div>
        {unavailable ? (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{texts.unavailable}</strong> {texts.unavailableDetail}
            </span>
          </p>
        ) : null}
        <div
          ref={container}
          role="region"
          aria-label={texts.mapLabel}
          hidden={!tileUrl || mapFailed}
          className={cn('isolate z-0 h-56 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-64')}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="button" disabled={!canConfirmLocation(text, selection)} onClick={() => onConfirm(selection?.label ?? text.trim())}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
