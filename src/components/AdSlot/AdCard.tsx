import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';

export interface AdCardProps {
  /** An http(s) address (opens in a new tab) or a path of this site. */
  link: string;
  /** Picture address (a path of this site or http(s)); none: the picture's place stays empty. */
  image: string | null;
  name: string;
  description: string;
  poweredby: string;
}

/** Every ad link: it opens the sponsor's page without giving it this window (spec: rel="noopener sponsored"). */
export const AD_LINK_REL = 'noopener sponsored';

const isExternal = (link: string): boolean => /^https?:\/\//.test(link);

/**
 * One ad as a card. Everything it shows is text (React escapes it): nothing from the network is
 * ever rendered as markup. The picture is decorative (the name says what the ad is).
 */
export default function AdCard({ link, image, name, description, poweredby }: AdCardProps): React.JSX.Element {
  const imageUrl = useBaseUrl(image ?? '');
  const content = (
    <>
      {image ? (
        <img className="ad-card-image" src={imageUrl} alt="" width={130} height={100} />
      ) : (
        <span className="ad-card-image" />
      )}
      <span className="ad-card-text">
        {name ? <strong>{name}</strong> : null}
        {name && description ? ' — ' : null}
        {description}
      </span>
      <span className="ad-card-poweredby">
        {translate(
          { id: 'ads.poweredBy', message: 'ad by {name}', description: 'Under every ad: who runs it' },
          { name: poweredby },
        )}
      </span>
    </>
  );
  return isExternal(link) ? (
    // eslint-disable-next-line react/jsx-no-target-blank -- the rule cannot read AD_LINK_REL, which has noopener
    <a className="ad-card" href={link} target="_blank" rel={AD_LINK_REL}>
      {content}
    </a>
  ) : (
    <Link className="ad-card" to={link} rel={AD_LINK_REL}>
      {content}
    </Link>
  );
}
