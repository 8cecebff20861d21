// Types of the aliases that bypass federation sharing inside the slim vendor entries.
declare module 'react-router-full' {
  export * from 'react-router';
}
declare module 'react-i18next-full' {
  export * from 'react-i18next';
}
