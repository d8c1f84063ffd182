/** The content schemas' validators, compiled when /admin/ is built (node/content/validators.ts, node/admin/preview.ts). */
declare module "content-validators" {
  const validators: Record<string, import("../../shared/value-problems").Validator>
  export default validators
}
