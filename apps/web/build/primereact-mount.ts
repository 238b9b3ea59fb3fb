// Vite plugin: two pieces of PrimeReact's mount work that a phone paid for right after its first paint
// (Lighthouse's Total Blocking Time, docs/performance.md "Web delivery"), removed at build time without
// changing what is drawn or how a click answers:
//
// - `useStyle` (every PrimeReact component calls it four times: base, global, common and its own
//   styles) rewrote the text of the shared `<style>` elements on each component's mount, so the browser
//   dropped and rebuilt those style sheets once per component, and it kept "loaded" in React state, so
//   every component rendered a second time after mounting. The text is now written only when it
//   differs, and "loaded" is a ref (nothing reads it during render).
// - `Ripple` (inside every Button) measured its button on mount — a forced layout per button, each
//   after the previous one had written a size — to size the ink it shows on a click. The click sizes
//   it anyway (`activateRipple` calls `setDimensions` first), so the measure now happens then.
//
// Each patch names the exact text it replaces: a PrimeReact upgrade that changes it fails the build
// here, rather than shipping unpatched (build/primereact-mount.test.ts).
import type { Plugin } from 'vite';

interface Patch {
  /** The end of the module id (node_modules/primereact/…). */
  file: string;
  edits: readonly (readonly [from: string, to: string])[];
}

export const PATCHES: readonly Patch[] = [
  {
    file: 'primereact/hooks/hooks.esm.js',
    edits: [
      [
        `  var _useState = useState(false),
    _useState2 = _slicedToArray(_useState, 2),
    isLoaded = _useState2[0],
    setIsLoaded = _useState2[1];
  var styleRef = useRef(null);
  var context = useContext(PrimeReactContext);`,
        `  var loadedRef = useRef(false);
  var styleRef = useRef(null);
  var context = useContext(PrimeReactContext);`,
      ],
      [
        `    isLoaded && css !== newCSS && (styleRef.current.textContent = newCSS);`,
        `    loadedRef.current && css !== newCSS && (styleRef.current.textContent = newCSS);`,
      ],
      [
        `    if (!document || isLoaded) {
      return;
    }
    var styleContainer`,
        `    if (!document || loadedRef.current) {
      return;
    }
    var styleContainer`,
      ],
      [
        `    styleRef.current.textContent = css;
    setIsLoaded(true);`,
        `    if (styleRef.current.textContent !== css) styleRef.current.textContent = css;
    loadedRef.current = true;`,
      ],
      [
        `    DomHandler.removeInlineStyle(styleRef.current);
    setIsLoaded(false);`,
        `    DomHandler.removeInlineStyle(styleRef.current);
    loadedRef.current = false;`,
      ],
      [
        `    update: update,
    unload: unload,
    load: load,
    isLoaded: isLoaded
  };`,
        `    update: update,
    unload: unload,
    load: load,
    get isLoaded() {
      return loadedRef.current;
    }
  };`,
      ],
    ],
  },
  {
    file: 'primereact/ripple/ripple.esm.js',
    edits: [
      [
        `    if (isMounted && inkRef.current) {
      targetRef.current = getTarget();
      setDimensions();
      bindEvents();
    }`,
        `    if (isMounted && inkRef.current) {
      targetRef.current = getTarget();
      bindEvents();
    }`,
      ],
      [
        `    if (inkRef.current && !targetRef.current) {
      targetRef.current = getTarget();
      setDimensions();
      bindEvents();
    }`,
        `    if (inkRef.current && !targetRef.current) {
      targetRef.current = getTarget();
      bindEvents();
    }`,
      ],
    ],
  },
];

/** `code` with the patch's edits; throws when one of them is not found exactly once. */
export function applyPatch(patch: Patch, code: string): string {
  // Rolldown may hand the file with Windows line ends on some checkouts: compare on \n.
  let out = code.replace(/\r\n/g, '\n');
  for (const [from, to] of patch.edits) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) {
      throw new Error(`primereact-mount: ${patch.file} ya no contiene exactamente una vez:\n${from}`);
    }
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

export function primereactMount(): Plugin {
  return {
    name: 'reparto-primereact-mount',
    apply: 'build',
    transform(code, id) {
      const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
      const patch = PATCHES.find((p) => file.endsWith(`/node_modules/${p.file}`));
      return patch ? { code: applyPatch(patch, code), map: null } : null;
    },
  };
}
