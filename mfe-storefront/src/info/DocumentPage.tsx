import { Blocks } from './Blocks';
import { ContentsLayout } from './ContentsLayout';
import type { InfoDocument } from './document';
import { InfoPage } from './InfoPage';
import prose from './prose.module.css';

/** Pages this long get a table of contents: fewer sections are taken in at a glance. */
const TOC_FROM_SECTIONS = 4;

/** A long information page (delivery, returns, the legal pages) from its typed content. */
export function DocumentPage({ document }: { document: InfoDocument }) {
  const withToc = document.sections.length >= TOC_FROM_SECTIONS;
  return (
    <InfoPage
      eyebrow={document.eyebrow}
      title={document.title}
      lead={document.lead}
      lastUpdated={document.lastUpdated}
    >
      <ContentsLayout contents={withToc ? document.sections : undefined}>
        <article className={prose.prose}>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      </ContentsLayout>
    </InfoPage>
  );
}
