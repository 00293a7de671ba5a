const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Review text arrives HTML-escaped (that is how the api stores it). React escapes again when it renders text,
 * so it is decoded here, once, to show exactly what the customer wrote, as text and never as markup.
 */
export function decodeHtml(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}
