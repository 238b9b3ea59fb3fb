// Vite plugin: the PrimeReact theme stylesheet holds the look of ~90 components; the app uses ~25.
// Every rule of the theme is parsed, styled and kept in memory by the browser before the first paint
// (about 430 ms of a phone's main thread in Lighthouse's trace, docs/performance.md). This drops, from
// the theme only, the selectors that name a class of a component the app never renders, and the Inter
// web font's declarations (the app uses the system font). Adding a PrimeReact component the list
// below names means removing it from the list, or the component renders unstyled.
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';

/** Class prefixes of PrimeReact components (and their parts) that no screen of the app uses. */
export const UNUSED_COMPONENTS = [
  'p-accordion',
  'p-autocomplete',
  'p-avatar',
  'p-badge',
  'p-blockui',
  'p-breadcrumb',
  'p-carousel',
  'p-cascadeselect',
  'p-chip',
  'p-chips',
  'p-colorpicker',
  'p-contextmenu',
  'p-datascroller',
  'p-dataview',
  'p-divider',
  'p-dock',
  'p-editor',
  'p-fieldset',
  'p-fileupload',
  'p-float-label',
  'p-galleria',
  'p-image',
  'p-inplace',
  'p-inputgroup',
  'p-inputotp',
  'p-knob',
  'p-listbox',
  'p-megamenu',
  'p-mention',
  'p-menu',
  'p-menubar',
  'p-menuitem',
  'p-metergroup',
  'p-orderlist',
  'p-organizationchart',
  'p-overlaypanel',
  'p-panel',
  'p-panelmenu',
  'p-picklist',
  'p-progressbar',
  'p-radiobutton',
  'p-rating',
  'p-scrollpanel',
  'p-scrolltop',
  'p-selectbutton',
  'p-sidebar',
  'p-slidemenu',
  'p-slider',
  'p-speeddial',
  'p-splitbutton',
  'p-splitter',
  'p-stepper',
  'p-steps',
  'p-submenu',
  'p-tabmenu',
  'p-tabmenuitem',
  'p-terminal',
  'p-tieredmenu',
  'p-timeline',
  'p-togglebutton',
  'p-toolbar',
  'p-tree',
  'p-treenode',
  'p-treeselect',
  'p-treetable',
  'p-tristatecheckbox',
] as const;

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const unused = new Set<string>(UNUSED_COMPONENTS);

/** A class of an unused component: the prefix itself or `prefix-part`. */
function isUnused(className: string): boolean {
  if (unused.has(className)) return true;
  for (let i = className.indexOf('-', 2); i > 0; i = className.indexOf('-', i + 1)) {
    if (unused.has(className.slice(0, i))) return true;
  }
  return false;
}

export function pruneTheme(css: string): string {
  const root: Root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    if (/Inter/.test(rule.toString())) rule.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => ![...s.matchAll(CLASS)].some((m) => isUnused(m[1]!)));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules('media', (media) => {
    if (!media.nodes?.length) media.remove();
  });
  return root.toString();
}

export function themePrune(): Plugin {
  return {
    name: 'reparto:theme-prune',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0] ?? '')) return null;
      return { code: pruneTheme(code), map: null };
    },
  };
}
