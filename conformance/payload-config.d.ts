// Site pages under conformance/<family>/site/ import the admin app's config as a Payload project
// does; the app maps `@payload-config` to its payload.config.ts (fixtures/admin-app).
declare module '@payload-config' {
  const config: Promise<import('payload').SanitizedConfig>
  export default config
}
