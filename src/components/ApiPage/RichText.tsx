import React from 'react';
import Link from '@docusaurus/Link';
import type { Inline, RichText as RichTextData } from '@site/src/types/apiDocs';

/** Inline parts of a description: text, code (linked when it names a documented page), bold, links. */
export function InlineText({ parts }: { parts: readonly Inline[] }): React.JSX.Element {
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === 'string') return <React.Fragment key={index}>{part}</React.Fragment>;
        if ('code' in part) {
          return part.href ? (
            <Link key={index} to={part.href}>
              <code>{part.code}</code>
            </Link>
          ) : (
            <code key={index}>{part.code}</code>
          );
        }
        if ('strong' in part) return <strong key={index}>{part.strong}</strong>;
        return (
          <Link key={index} to={part.href}>
            {part.link}
          </Link>
        );
      })}
    </>
  );
}

/**
 * A description from the JSDoc: paragraphs and bulleted lists, in a `div` with `className`. With
 * `flat`, a description of a single paragraph is its text alone, with no `div` and no `p` around it
 * (most descriptions in an API table are one paragraph: two elements fewer to restyle per row at a
 * mode switch, bench/README.md); where it stands, that text lays out as the paragraph would.
 */
export default function RichText({
  text,
  className,
  flat = false,
}: {
  text: RichTextData;
  className?: string;
  flat?: boolean;
}): React.JSX.Element | null {
  if (text.length === 0) return null;
  const [first] = text;
  if (flat && text.length === 1 && 'p' in first) return <InlineText parts={first.p} />;
  return (
    <div className={className}>
      {text.map((block, index) =>
        'p' in block ? (
          <p key={index}>
            <InlineText parts={block.p} />
          </p>
        ) : (
          <ul key={index}>
            {block.ul.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText parts={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
