/**
 * The shape of a long information page (delivery, returns and the legal pages): typed data, rendered by
 * DocumentPage, so the words can be read, reviewed and tested apart from the layout.
 */

/** A paragraph; may hold '[label](href)' links and '**bold**' words (see inline-text.ts). */
export type Paragraph = string;

export interface ListBlock {
  list: readonly string[];
  /** Numbered, for steps that happen in order. */
  ordered?: boolean;
}

export interface TableBlock {
  table: {
    /** Names the table for screen readers (and says what it is for). */
    caption: string;
    head: readonly string[];
    rows: readonly (readonly string[])[];
  };
}

/** A highlighted aside: the one thing to remember from a section. */
export interface NoteBlock {
  note: string;
}

export type Block = Paragraph | ListBlock | TableBlock | NoteBlock;

export interface DocumentSection {
  /** The section's anchor ('#your-rights'): lowercase words joined by hyphens, unique on the page. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface InfoDocument {
  /** The page name: its h1 and its tab title. */
  title: string;
  eyebrow: string;
  /** One or two sentences under the title: what the page is for. */
  lead: string;
  /** ISO date of the last change, shown as 'Last updated 22 November 2026' (policies and legal pages). */
  lastUpdated?: string;
  sections: readonly DocumentSection[];
}
