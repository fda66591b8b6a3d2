// The UMD file of dompurify (server-dompurify.ts) is the package's own entry under another name.
declare module 'dompurify/dist/purify.js' {
  import DOMPurify from 'dompurify';
  export default DOMPurify;
}
