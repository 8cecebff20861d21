// Module types for files the bundler understands.
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.scss';
