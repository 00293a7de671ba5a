// Stands in for `@module-federation/error-codes/dist/desc.mjs` in every front-end build (federation.ts): the
// runtime's errors keep their code and troubleshooting link, without the table of English sentences.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
