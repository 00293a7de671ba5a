declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** The release version a build was made for (see tools/rsbuild/federation.ts). */
declare const __HARMAN_RELEASE__: string;
