import type { Plugin } from 'vite';

/** react-router's production build files (the alias in vite.config.ts points there). */
const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;
/** `React.createContext(` or `React10.forwardRef(`: calls without side effects. */
const UNANNOTATED_PURE_CALL = /(?<![\w.$])(React\d*\.(?:createContext|forwardRef|memo)\()/g;
/** `LocationContext.displayName = "Location";`: a name for React's developer tools only. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop the parts of react-router the app does not use. Its build creates each
 * context and link component at the top level without a `@__PURE__` note and then names it
 * (`displayName`), and both count as side effects, so every bundle kept all of it, data router
 * included (about 17 KB gzip of the home page's entry chunk;
 * docs/decisions/032-declarative-router-in-the-browser.md). Only the build is rewritten: the
 * dev server keeps the package as published.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'sheesham:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      return {
        code: code.replace(DISPLAY_NAME, '').replace(UNANNOTATED_PURE_CALL, '/* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
