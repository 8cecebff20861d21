// Module types for files the bundler understands.
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.scss';
/** A stylesheet compiled to a string at build time (the server-rendered pages inline it). */
declare module '*.scss?inline' {
  const css: string;
  export default css;
}
