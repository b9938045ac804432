// A font file imported by a module is an asset of the build: the import is its address.
declare module '*.woff2' {
  const address: string;
  export default address;
}
