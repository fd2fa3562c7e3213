/**
 * jsdom with Node's fetch, streams, encoders and URL (so msw can intercept the requests Apollo
 * makes), in the manner of jest-fixed-jsdom, but keeping jsdom's own AbortController: jsdom's
 * addEventListener accepts only its own AbortSignal, and Mantine passes one when it listens to
 * gestures. Node's fetch accepts jsdom's signal.
 */
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const DO_NODE = [
  'TextDecoder',
  'TextEncoder',
  'TextDecoderStream',
  'TextEncoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'Headers',
  'FormData',
  'Request',
  'Response',
  'fetch',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'BroadcastChannel',
];

class AmbienteJsdom extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // Resolve packages as Node does (not their browser builds).
    this.customExportConditions = [''];
    for (const nome of DO_NODE) this.global[nome] = globalThis[nome];
  }
}

module.exports = AmbienteJsdom;
