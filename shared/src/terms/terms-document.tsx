// One text drawn: its version and the day it applies from, then its articles. Loaded on demand (lazy-terms-document.tsx)
// with every text, its stylesheet and nothing else: it needs nothing of the rest of shared.
import type { TermsKind } from './terms-kinds';
import { TERMS_TEXTS } from './terms-texts';
import type { TermsBlock } from './texts/types';
import styles from './terms-document.module.css';

export interface TermsDocumentViewProps {
  kind: TermsKind;
  /** The articles' heading level: 2 under a page's h1, 3 under a sheet's h2 title. */
  headingLevel: 2 | 3;
}

function Block({ block }: { block: TermsBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <dl className={styles.rows}>
      {block.rows.map(([label, text]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TermsDocumentView({ kind, headingLevel }: TermsDocumentViewProps) {
  const text = TERMS_TEXTS[kind];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.doc}>
      <p className={styles.meta}>
        버전 {text.version} · {text.effective}부터 적용
      </p>
      <p>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Heading className={styles.heading}>{section.heading}</Heading>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
