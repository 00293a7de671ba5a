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
/** The versions the shell provides its shared modules at (the shell's build, from package.json files). */
declare const __HARMAN_SHARED_VERSIONS__: Record<string, { version: string; requiredVersion: string; singleton: boolean }>;
