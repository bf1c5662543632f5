// CSS modules (`*.module.css`) export their scoped class names; global stylesheets are imported for effect only.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
