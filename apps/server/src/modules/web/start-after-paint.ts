import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/html.ts';
import { FONTS_CACHED_COOKIE, type WebFont } from './web-fonts.ts';

/**
 * A server-rendered page needs no JavaScript to paint, so its scripts wait until it has painted
 * its largest picture (decision 035). On a slow link the picture then gets the whole bandwidth
 * instead of sharing it with ~150 KB of module chunks.
 *
 * The page's module entry and its modulepreload links come out of the document. One small
 * inline script at the end of <body> puts them back, once the browser reports the page's
 * high-priority <img> as its largest contentful paint, or 200 ms after that image loaded if no such
 * report comes (it was not the largest, or the browser has no LCP API: then two frames after).
 * A page without that image starts two frames after the script runs; an image that fails starts
 * at once, and nothing waits longer than 3 s. The CSP allows this one script by its hash
 * (START_AFTER_PAINT_CSP_SOURCE).
 *
 * When the page carries only its part of the stylesheet (decision 036), the script first adds
 * the rest (`data-css`: the utilities layer, decision 063). A page that came without its web
 * fonts (`data-fonts`: the browser had not fetched them yet) gets them fetched through the
 * FontFace API, the Latin and ₹ faces, but not added: the page stays in its stand-ins rather than
 * lay out all its text again. The faces wait in `window.__webFonts` for the app's first
 * navigation, and the cookie tells the server that the next page can carry them (web-fonts.ts).
 *
 * The modulepreload links go in six to a task: each costs the browser about 1.5 ms of main thread
 * at a phone's speed, and a listing names some 40 of them, a 60–120 ms task in one go. The entry
 * follows the last of them, and the fonts, which only the next page uses, come in a task after.
 */
export const START_AFTER_PAINT_SCRIPT = [
  '(function(s){var started=false;',
  'function start(){if(started)return;started=true;var h=document.head;',
  "if(s.dataset.css){var c=document.createElement('link');c.rel='stylesheet';c.crossOrigin='';c.href=s.dataset.css;h.appendChild(c)}",
  "var p=(s.dataset.preload||'').split(' ').filter(Boolean);",
  '(function batch(){p.splice(0,6).forEach(function(u){',
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});",
  'if(p.length){setTimeout(batch,0);return}',
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.dataset.entry;h.appendChild(m);",
  'setTimeout(function(){fonts(JSON.parse(s.dataset.fonts||"[]"))},0)})()}',
  'function fonts(list){if(!list.length||!window.FontFace||!document.fonts)return;',
  'var faces=list.map(function(f){return new FontFace(f.family,f.src,f.descriptors)});',
  'Promise.all(faces.filter(function(f,i){return list[i].eager}).map(function(f){return f.load()})).then(function(){',
  `window.__webFonts=faces;document.cookie='${FONTS_CACHED_COOKIE}=1;path=/;max-age=31536000;samesite=lax'},function(){})}`,
  'function frames(){requestAnimationFrame(function(){requestAnimationFrame(start)})}',
  'var i=document.querySelector(\'img[fetchpriority="high"]\');',
  'if(!i){frames();return}',
  "var lcp=window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;",
  'if(lcp)new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.element===i)start()})})',
  ".observe({type:'largest-contentful-paint',buffered:true});",
  'function loaded(){if(lcp)setTimeout(start,200);else frames()}',
  "if(i.complete)loaded();else{i.addEventListener('load',loaded);i.addEventListener('error',start)}",
  'setTimeout(start,3000)})(document.currentScript)',
].join('');

/** The CSP source that allows START_AFTER_PAINT_SCRIPT and no other inline script. */
export const START_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;

/** What the start script loads before the app when the page carries only its part of the CSS. */
export interface LaterStyles {
  href: string;
  /** The web fonts to fetch for the next pages; none when the page carries them itself. */
  fonts: WebFont[];
}

/**
 * The document without its module script and modulepreload links, and the inline script that
 * starts them after the first paint, after the `later` stylesheet and fonts when the page carries
 * only its part of the stylesheet (critical-css.ts). With no module script (a build without one)
 * nothing moves.
 */
export function startScriptsAfterPaint(
  html: string,
  later?: LaterStyles,
): { html: string; startTag: string } {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry) return { html, startTag: '' };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const css = later ? ` data-css="${escapeHtml(later.href)}"` : '';
  const fonts = later?.fonts.length
    ? ` data-fonts="${escapeHtml(JSON.stringify(later.fonts))}"`
    : '';
  const startTag = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"${css}${fonts}>${START_AFTER_PAINT_SCRIPT}</script>`;
  return { html: stripped, startTag };
}
