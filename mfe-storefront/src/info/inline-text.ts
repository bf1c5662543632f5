/**
 * Page copy is kept as plain strings (typed data, easy to check in tests), with the two bits of markup people
 * already write in notes: '[Contact us](/contact)' for a link and '**Payments:**' for a few bold words. This
 * splits such a string into the pieces to render.
 */
export type InlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const MARKUP = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let rest = 0;
  for (const match of source.matchAll(MARKUP)) {
    const [whole, strong, linkText = '', href = ''] = match;
    if (match.index > rest) segments.push({ kind: 'text', text: source.slice(rest, match.index) });
    segments.push(
      strong !== undefined ? { kind: 'strong', text: strong } : { kind: 'link', text: linkText, href },
    );
    rest = match.index + whole.length;
  }
  if (rest < source.length) segments.push({ kind: 'text', text: source.slice(rest) });
  return segments;
}

/** The words a reader sees, without the markup (for checks and plain-text uses). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((segment) => segment.text)
    .join('');
}

/** True for a link inside the site ('/faq', '/faq#skip'), which the router follows without a page load. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
