import { translate } from '@docusaurus/Translate';

/**
 * The in-house ads (spec sections 3 and 9): what the docs ad slot shows when no sponsor's ad
 * arrives. Five of them present MUI's own offers (templates, themes, enterprise support, a design
 * kit, a scaffolding tool); one more tells companies that a sponsor spot is still open.
 * Names and descriptions are plain text, translated like every other string of the site.
 */
export interface InHouseAd {
  /** Where the ad leads: an https address, or a path of this site (`/x/...`). */
  readonly link: string;
  /** Its picture, a path under static/ (130 x 100 px as shown). */
  readonly image: string;
  /** Shown in bold before the description. */
  readonly name: string;
  readonly description: string;
  /** Who runs the ad, shown as "ad by {poweredby}". */
  readonly poweredby: string;
  /** Names the ad in analytics (`in-house-templates`); the placement is appended. */
  readonly label: string;
}

/** The five in-house ads, in a stable order (the slot draws one at random). */
export function inHouseAds(): readonly InHouseAd[] {
  return [
    {
      link: 'https://mui.com/store/',
      image: '/img/ads/templates.svg',
      name: translate({
        id: 'ads.inHouse.templates.name',
        message: 'Ready-made templates',
        description: 'Name of the in-house ad for the templates of the MUI store',
      }),
      description: translate({
        id: 'ads.inHouse.templates.description',
        message: 'Dashboards, admin panels and landing pages built with Material UI, ready to adapt to your product.',
        description: 'Text of the in-house ad for the templates of the MUI store',
      }),
      poweredby: 'MUI',
      label: 'in-house-templates',
    },
    {
      link: 'https://mui.com/store/',
      image: '/img/ads/themes.svg',
      name: translate({
        id: 'ads.inHouse.themes.name',
        message: 'Premium themes',
        description: 'Name of the in-house ad for the themes of the MUI store',
      }),
      description: translate({
        id: 'ads.inHouse.themes.description',
        message:
          'Give your app a finished look in an afternoon: complete Material UI themes with light and dark palettes.',
        description: 'Text of the in-house ad for the themes of the MUI store',
      }),
      poweredby: 'MUI',
      label: 'in-house-themes',
    },
    {
      link: '/x/introduction/support',
      image: '/img/ads/enterprise-support.svg',
      name: translate({
        id: 'ads.inHouse.support.name',
        message: 'Support for teams',
        description: 'Name of the in-house ad for the enterprise support',
      }),
      description: translate({
        id: 'ads.inHouse.support.description',
        message: 'Questions answered by the engineers who write MUI X, with response times your company can plan on.',
        description: 'Text of the in-house ad for the enterprise support',
      }),
      poweredby: 'MUI',
      label: 'in-house-enterprise-support',
    },
    {
      link: 'https://mui.com/design-kits/',
      image: '/img/ads/design-kit.svg',
      name: translate({
        id: 'ads.inHouse.designKit.name',
        message: 'Design kit',
        description: 'Name of the in-house ad for the design kit',
      }),
      description: translate({
        id: 'ads.inHouse.designKit.description',
        message: 'Every Material UI component as a design file, so mock-ups and code speak the same language.',
        description: 'Text of the in-house ad for the design kit',
      }),
      poweredby: 'MUI',
      label: 'in-house-design-kit',
    },
    {
      link: 'https://mui.com/toolpad/',
      image: '/img/ads/scaffolding.svg',
      name: translate({
        id: 'ads.inHouse.scaffolding.name',
        message: 'Toolpad',
        description: 'Name of the in-house ad for the scaffolding tool',
      }),
      description: translate({
        id: 'ads.inHouse.scaffolding.description',
        message: 'Scaffold a dashboard with navigation, authentication and data pages, then keep writing plain React.',
        description: 'Text of the in-house ad for the scaffolding tool',
      }),
      poweredby: 'MUI',
      label: 'in-house-scaffolding',
    },
  ];
}

/** The in-house entry that offers the slot to a sponsor: one spot is left. */
export function sponsorSpotAd(): InHouseAd {
  return {
    link: 'https://mui.com/material-ui/discover-more/backers/',
    image: '/img/ads/sponsor-spot.svg',
    name: translate({
      id: 'ads.inHouse.sponsor.name',
      message: 'Your company here',
      description: 'Name of the in-house ad that offers the slot to a sponsor',
    }),
    description: translate({
      id: 'ads.inHouse.sponsor.description',
      message: 'One sponsor spot is left on these docs. Reach the developers who build with MUI X every day.',
      description: 'Text of the in-house ad that offers the slot to a sponsor',
    }),
    poweredby: 'MUI',
    label: 'in-house-sponsor-spot',
  };
}

/** What a fallback can show: the five in-house ads, then the sponsor spot. */
export function fallbackAds(): readonly InHouseAd[] {
  return [...inHouseAds(), sponsorSpotAd()];
}
