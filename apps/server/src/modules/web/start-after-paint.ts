import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/html.ts';

/**
 * A server-rendered page needs no JavaScript to paint, so its scripts wait until it has painted
 * its largest picture (decision 035). On a slow link the picture then gets the whole bandwidth
 * instead of sharing it with ~150 KB of module chunks.
 *
 * The page's module entry and its modulepreload links come out of the document. One small
 * inline script at the end of <body> puts them back, after the whole stylesheet when the page
 * carries only its part of it (decision 036), once the browser reports the page's
 * high-priority <img> as its largest contentful paint, or 200 ms after that image loaded if no such
 * report comes (it was not the largest, or the browser has no LCP API: then two frames after).
 * A page without that image starts two frames after the script runs; an image that fails starts
 * at once, and nothing waits longer than 3 s. The CSP allows this one script by its hash
 * (START_AFTER_PAINT_CSP_SOURCE).
 */
export const START_AFTER_PAINT_SCRIPT = [
  '(function(s){var started=false;',
  'function start(){if(started)return;started=true;var h=document.head;',
  "if(s.dataset.css){var c=document.createElement('link');c.rel='stylesheet';c.crossOrigin='';c.href=s.dataset.css;h.appendChild(c)}",
  "(s.dataset.preload||'').split(' ').forEach(function(u){if(!u)return;",
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});",
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.dataset.entry;h.appendChild(m)}",
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

/**
 * The document without its module script and modulepreload links, and the inline script that
 * starts them after the first paint, after the whole `stylesheet` when the page carries only its
 * part of it (critical-css.ts). With no module script (a build without one) nothing moves.
 */
export function startScriptsAfterPaint(
  html: string,
  stylesheet?: string,
): { html: string; startTag: string } {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry) return { html, startTag: '' };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const css = stylesheet ? ` data-css="${escapeHtml(stylesheet)}"` : '';
  const startTag = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"${css}>${START_AFTER_PAINT_SCRIPT}</script>`;
  return { html: stripped, startTag };
}
