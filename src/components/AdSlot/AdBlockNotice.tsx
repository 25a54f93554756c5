import React from 'react';
import { translate } from '@docusaurus/Translate';

/** Shown instead of an in-house ad for some of the fallbacks: a polite word about ad blockers. */
export default function AdBlockNotice(): React.JSX.Element {
  return (
    <p className="ad-notice">
      <span className="ad-notice-title">
        {translate({
          id: 'ads.adblock.title',
          message: 'Ads keep these docs free',
          description: 'Title of the note shown when ads seem blocked',
        })}
      </span>
      {translate({
        id: 'ads.adblock.text',
        message:
          'This page shows one small ad, and it helps pay for the documentation. If an ad blocker hides it, please consider allowing ads on this site.',
        description: 'Text of the note shown when ads seem blocked',
      })}
    </p>
  );
}
