// lz4js ships no types: the one function the replica's check calls (replica-behind.ts).
declare module "lz4js" {
  export function decompress(source: Uint8Array, maxSize?: number): Uint8Array;
}
