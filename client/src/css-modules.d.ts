/** CSS modules (Vite compiles them in the apps; jest maps them to identity-obj-proxy). */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
