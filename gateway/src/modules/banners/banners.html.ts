import sanitizeHtml from 'sanitize-html';

/**
 * A banner description is HTML shown to members (spec 3 §2.6), so it is cleaned on the server
 * before it is stored: only the tags and attributes below survive; scripts, styles, event
 * handlers, iframes and javascript: links never reach a member's browser.
 */
export const OPCOES_HTML_BANNER: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Dropped together with their content (not only the tags).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links open outside the storefront and give it no handle back.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const limparHtmlBanner = (html: string): string => sanitizeHtml(html, OPCOES_HTML_BANNER).trim();
