/** Converts lira (as typed in a form or a spec) to kuruş without float drift. */
export function liraToKurus(lira: number): number {
  return Math.round(lira * 100);
}

export function kurusToLira(kurus: number): number {
  return kurus / 100;
}
