import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@mealbox/web-kit';
import type { Block, InfoDocument } from '../info/document';
import { ANCHOR_ID, LINKABLE_PATHS, STATED_PRICE, externalLinks, siteLinks } from '../info/copy-checks';
import { SUPPORT_EMAIL } from '../info/company';
import { POLICIES_LAST_UPDATED } from '../info/legal-dates';
import { ACCESSIBILITY } from './accessibility';
import { COOKIES } from './cookies';
import { deliveryPolicy } from './delivery';
import { PRIVACY } from './privacy';
import { RETURNS } from './returns';
import { TERMS } from './terms';

// The delivery page as seeded (free); its cost section for every price is checked on its own below.
const DOCUMENTS: Record<string, InfoDocument> = {
  '/delivery': deliveryPolicy(0),
  '/returns': RETURNS,
  '/privacy': PRIVACY,
  '/terms': TERMS,
  '/cookies': COOKIES,
  '/accessibility': ACCESSIBILITY,
};

/** Every line of words in a block. */
function linesOf(block: Block): string[] {
  if (typeof block === 'string') return [block];
  if ('list' in block) return [...block.list];
  if ('table' in block) return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  return [block.note];
}

function allLines(document: InfoDocument): string[] {
  return [
    document.title,
    document.lead,
    ...document.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(linesOf)]),
  ];
}

describe.each(Object.entries(DOCUMENTS))('the %s page', (_path, document) => {
  it('when its sections are linked to, then each has its own well-formed anchor', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(ANCHOR_ID);
  });

  it('when read, then every section has words and no price figure is stated', () => {
    for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    for (const line of allLines(document)) {
      expect(line.trim()).not.toBe('');
      expect(line).not.toMatch(STATED_PRICE);
    }
  });

  it('when it links inside the site, then each link leads to a real page', () => {
    for (const line of allLines(document)) {
      for (const [path] of siteLinks(line)) expect(LINKABLE_PATHS).toContain(path);
    }
  });

  it('when it links elsewhere, then only to the support e-mail or secure official sites', () => {
    for (const line of allLines(document)) {
      for (const href of externalLinks(line)) {
        expect(href === `mailto:${SUPPORT_EMAIL}` || href.startsWith('https://')).toBe(true);
      }
    }
  });

  it('when a table is shown, then every row has a cell for each column', () => {
    for (const block of document.sections.flatMap((section) => section.blocks)) {
      if (typeof block === 'object' && 'table' in block) {
        for (const row of block.table.rows) expect(row).toHaveLength(block.table.head.length);
      }
    }
  });
});

describe('the policies and legal pages', () => {
  it.each([['/returns'], ['/privacy'], ['/terms'], ['/cookies'], ['/accessibility']])(
    'when %s is shown, then it says when it was last updated (22 November 2026)',
    (path) => {
      expect(DOCUMENTS[path]?.lastUpdated).toBe(POLICIES_LAST_UPDATED);
      expect(POLICIES_LAST_UPDATED).toBe('2026-11-22');
    },
  );

  it('when the cookie policy lists what is stored, then it names exactly the keys the site keeps', () => {
    const table = COOKIES.sections
      .flatMap((section) => section.blocks)
      .find(
        (block): block is Extract<Block, { table: unknown }> => typeof block === 'object' && 'table' in block,
      );
    // The session's two tokens and react-router's scroll positions (e2e checks the browser holds nothing else).
    expect(table?.table.rows.map((row) => row[0])).toEqual([
      ACCESS_TOKEN_KEY,
      REFRESH_TOKEN_KEY,
      'react-router-scroll-positions',
    ]);
  });

  it('when the privacy notice is read, then it covers the UK GDPR essentials and the ICO', () => {
    const text = allLines(PRIVACY).join('\n');
    for (const words of [
      'controller',
      'Lawful basis',
      'How long',
      'right to',
      'Information Commissioner’s Office',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('https://ico.org.uk/');
  });

  it('when the returns policy is read, then problems are reported within 48 hours for a refund or a credit', () => {
    const text = allLines(RETURNS).join('\n');
    expect(text).toContain('within 48 hours');
    expect(text).toMatch(/refund/);
    expect(text).toMatch(/credit/);
  });

  it('when delivery is free, then the delivery page says so; with a fee, it states the fee and never says free', () => {
    const costOf = (deliveryPence: number | undefined) =>
      deliveryPolicy(deliveryPence)
        .sections.filter((section) => section.id === 'cost')
        .flatMap((section) => section.blocks.flatMap(linesOf))
        .join(' ');
    expect(costOf(0)).toMatch(/Delivery is free\./);
    expect(costOf(3_49)).toContain('Delivery costs £3.49 a box.');
    expect(allLines(deliveryPolicy(3_49)).join(' ')).not.toMatch(/free/i);
  });

  it('when the delivery price is not known yet, then the delivery page says nothing of what it costs', () => {
    const text = allLines(deliveryPolicy(undefined)).join(' ');
    expect(text).not.toMatch(/free/i);
    expect(text).not.toMatch(STATED_PRICE);
  });

  it('when the terms speak of delivery, then they never promise it is free (staff can set a fee)', () => {
    expect(allLines(TERMS).join(' ')).not.toMatch(/delivery is free/i);
  });
});
