/// <reference types="vite/client" />

declare const __BUILD_ID__: string;
declare const __BUILD_TIME__: string;

/** A language's interface messages, compiled at build time (build/compile-messages.ts). */
declare module 'virtual:cq-catalogue/*' {
  const catalogue: Readonly<Record<string, (values: Record<string, unknown>) => string>>;
  export default catalogue;
}
