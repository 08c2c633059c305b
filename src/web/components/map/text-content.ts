/**
 * Leaflet sets a string tooltip or popup as innerHTML, so a driver named `<img onerror=...>` would
 * become live markup on the dispatcher's map. Every label drawn by Leaflet goes
 * through here instead: an element whose text is set with textContent, never parsed as HTML.
 * The lint rule `medlink/no-html-sinks` (eslint-rules/) accepts this call as a safe argument.
 */
export function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
