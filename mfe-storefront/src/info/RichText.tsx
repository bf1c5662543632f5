import { Link } from '@mealbox/web-kit/router';
import { isSitePath, parseInline } from './inline-text';

/**
 * A line of page copy with its markup made real: '**bold**' as <strong>, '[label](href)' as a router link inside
 * the site and a plain <a> outside it.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        if (segment.kind === 'strong') return <strong key={index}>{segment.text}</strong>;
        if (isSitePath(segment.href)) {
          return (
            <Link key={index} to={segment.href}>
              {segment.text}
            </Link>
          );
        }
        // Other sites open in the same tab, as any link does: people choose 'new tab' themselves.
        const external = segment.href.startsWith('http');
        return (
          <a key={index} href={segment.href} rel={external ? 'noopener noreferrer' : undefined}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}
