import React, { useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { translate } from '@docusaurus/Translate';
import { ErrorBoundary } from 'react-error-boundary';
import { fallbackAds } from '@site/src/data/inHouseAds';
import { useAdContext } from '@site/src/modules/ads/AdContext';
import { adLabel } from '@site/src/modules/ads/labels';
import { NO_AD, keepsScriptContainer } from '@site/src/modules/ads/selection';
import { useAdSlot } from '@site/src/modules/ads/useAdSlot';
import AdCard from './AdCard';
import AdBlockNotice from './AdBlockNotice';
import { slotSx } from './styles';

/** Who runs the ads of the JSON endpoint (the carbon-style network). */
const NETWORK_NAME = 'Carbon';

interface ContentProps {
  /** Kept up to date with the label of what is shown, for the crash report. */
  labelRef: React.MutableRefObject<string>;
}

function AdSlotContent({ labelRef }: ContentProps): React.JSX.Element {
  const { environment } = useAdContext();
  const fallbacks = useMemo(() => fallbackAds(), []);
  const fallbackLabels = useMemo(() => fallbacks.map((ad) => ad.label), [fallbacks]);
  const container = useRef<HTMLDivElement>(null);
  const shownRef = useRef<HTMLDivElement>(null);
  const { selection, label } = useAdSlot({ container, shown: shownRef, fallbackLabels });
  labelRef.current = label;
  const { view } = selection;

  const onClick = (event: React.MouseEvent<HTMLDivElement>): void => {
    if (event.target instanceof Element && event.target.closest('a[href]')) environment.track('click', label);
  };

  let shown: React.ReactNode = null;
  if (view.kind === 'carbon-inline') {
    const { ad } = view;
    shown = (
      <>
        <AdCard
          link={ad.link}
          image={ad.image}
          name={ad.company}
          description={ad.description}
          poweredby={NETWORK_NAME}
        />
        {ad.impressionUrls.map((url) => (
          <img key={url} src={url} alt="" width={1} height={1} hidden />
        ))}
      </>
    );
  } else if (view.kind === 'in-house') {
    const ad = fallbacks[view.index]!;
    shown = (
      <AdCard link={ad.link} image={ad.image} name={ad.name} description={ad.description} poweredby={ad.poweredby} />
    );
  } else if (view.kind === 'adblock-notice') {
    shown = <AdBlockNotice />;
  }

  return (
    // The click listener only counts clicks on the links inside (the keyboard's Enter on a link is a click too):
    // the div itself is not interactive, hence role="presentation".
    <div role="presentation" onClick={onClick}>
      {shown ? <div ref={shownRef}>{shown}</div> : null}
      {/* The ad script's container: React renders it empty and never touches what the script puts in it. */}
      {keepsScriptContainer(selection) ? (
        <div ref={container} hidden={view.kind !== 'none' && view.kind !== 'carbon'} />
      ) : null}
    </div>
  );
}

/**
 * The ad slot of a docs page (inside an AdProvider): reserved space, then a sponsor's ad, an in-house
 * ad or the ad-blocker note as `useAdSlot` decides. A crash anywhere inside renders nothing in the
 * reserved space and reports an `ad` crash; the page around it goes on.
 */
export default function AdSlot(): React.JSX.Element {
  const { placement, environment } = useAdContext();
  const labelRef = useRef(adLabel(NO_AD, placement, []));
  return (
    <Box
      component="section"
      aria-label={translate({
        id: 'ads.slot.label',
        message: 'Advertisement',
        description: 'Accessible name of the ad slot of docs pages',
      })}
      sx={slotSx}
    >
      <ErrorBoundary fallback={null} onError={() => environment.track('crash', labelRef.current)}>
        <AdSlotContent labelRef={labelRef} />
      </ErrorBoundary>
    </Box>
  );
}
